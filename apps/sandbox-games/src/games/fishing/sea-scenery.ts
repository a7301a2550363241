/** The sea behind the fish: water, light, sand and bubbles; the cannon in front. */
export function drawSea(c: CanvasRenderingContext2D, width: number, height: number): void {
  const water = c.createLinearGradient(0, 0, 0, height);
  water.addColorStop(0, '#1677a8');
  water.addColorStop(0.55, '#0b3f6e');
  water.addColorStop(1, '#061a33');
  c.fillStyle = water;
  c.fillRect(0, 0, width, height);
  c.fillStyle = 'rgb(255 255 255 / 0.05)';
  for (const [x, w] of [[0.15, 0.08], [0.42, 0.05], [0.7, 0.1]] as const) {
    c.beginPath();
    c.moveTo(x * width, 0);
    c.lineTo((x + w) * width, 0);
    c.lineTo((x + w * 2.5) * width, height);
    c.lineTo((x + w * 0.8) * width, height);
    c.fill();
  }
  c.fillStyle = '#3b3220';
  c.beginPath();
  c.moveTo(0, height);
  c.lineTo(0, height - 22);
  c.quadraticCurveTo(width * 0.3, height - 40, width * 0.55, height - 24);
  c.quadraticCurveTo(width * 0.8, height - 10, width, height - 30);
  c.lineTo(width, height);
  c.fill();
  c.strokeStyle = '#2f8a57';
  c.lineWidth = 4;
  c.lineCap = 'round';
  for (const x of [0.08, 0.12, 0.86, 0.9, 0.94]) {
    c.beginPath();
    c.moveTo(x * width, height - 20);
    c.quadraticCurveTo(x * width + 12, height - 50, x * width - 4, height - 80);
    c.stroke();
  }
}

export function drawBubbles(c: CanvasRenderingContext2D, width: number, height: number, t: number, motion: number): void {
  c.strokeStyle = 'rgb(255 255 255 / 0.35)';
  c.lineWidth = 1.5;
  for (let i = 0; i < 14; i += 1) {
    const x = ((i * 0.137 + 0.05) % 1) * width + Math.sin(t * motion + i) * 6;
    const rise = (t * motion * (18 + (i % 5) * 6) + i * 97) % (height + 20);
    c.beginPath();
    c.arc(x, height - rise, 2 + (i % 4), 0, Math.PI * 2);
    c.stroke();
  }
}

export function drawCannon(c: CanvasRenderingContext2D, at: { x: number; y: number }, angle: number): void {
  c.save();
  c.translate(at.x, at.y);
  c.rotate(angle + Math.PI / 2);
  const barrel = c.createLinearGradient(-10, 0, 10, 0);
  barrel.addColorStop(0, '#c08a1c');
  barrel.addColorStop(0.5, '#ffe9a3');
  barrel.addColorStop(1, '#c08a1c');
  c.fillStyle = barrel;
  c.beginPath();
  c.roundRect(-9, -44, 18, 44, 5);
  c.fill();
  c.restore();
  c.beginPath();
  c.arc(at.x, at.y, 20, Math.PI, 0);
  c.fillStyle = '#7a4f08';
  c.fill();
  c.beginPath();
  c.arc(at.x, at.y, 14, Math.PI, 0);
  c.fillStyle = '#f5c451';
  c.fill();
}
