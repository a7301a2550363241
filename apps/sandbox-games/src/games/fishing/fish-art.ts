/**
 * Each fish type drawn with canvas paths, facing right, centred on the origin, `length` px long.
 * Unknown types (a future definition) get the plain fish in a colour of their own.
 */
type Draw = (c: CanvasRenderingContext2D, l: number) => void;

function body(c: CanvasRenderingContext2D, l: number, h: number, fill: string | CanvasGradient): void {
  c.beginPath();
  c.ellipse(0, 0, l * 0.38, h, 0, 0, Math.PI * 2);
  c.fillStyle = fill;
  c.fill();
}

function tail(c: CanvasRenderingContext2D, l: number, spread: number, fill: string): void {
  c.beginPath();
  c.moveTo(-l * 0.3, 0);
  c.lineTo(-l * 0.5, -spread);
  c.lineTo(-l * 0.44, 0);
  c.lineTo(-l * 0.5, spread);
  c.closePath();
  c.fillStyle = fill;
  c.fill();
}

function eye(c: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  c.beginPath();
  c.arc(x, y, r, 0, Math.PI * 2);
  c.fillStyle = '#fff';
  c.fill();
  c.beginPath();
  c.arc(x + r * 0.25, y, r * 0.55, 0, Math.PI * 2);
  c.fillStyle = '#111';
  c.fill();
}

function gradient(c: CanvasRenderingContext2D, l: number, top: string, bottom: string): CanvasGradient {
  const g = c.createLinearGradient(0, -l * 0.25, 0, l * 0.25);
  g.addColorStop(0, top);
  g.addColorStop(1, bottom);
  return g;
}

function plainFish(top: string, bottom: string, fin: string): Draw {
  return (c, l) => {
    tail(c, l, l * 0.2, fin);
    body(c, l, l * 0.2, gradient(c, l, top, bottom));
    eye(c, l * 0.22, -l * 0.04, l * 0.05);
  };
}

const ART: Record<string, Draw> = {
  'ca-nho': plainFish('#d8ff8a', '#4bb36b', '#8fdc6a'),
  'ca-he': (c, l) => {
    tail(c, l, l * 0.22, '#ff8a2a');
    body(c, l, l * 0.22, gradient(c, l, '#ffb25c', '#ff6a00'));
    c.fillStyle = '#fff';
    for (const x of [-0.16, 0.06]) c.fillRect(x * l, -l * 0.2, l * 0.07, l * 0.4);
    c.strokeStyle = '#1a1205';
    c.lineWidth = Math.max(1, l * 0.015);
    c.beginPath();
    c.ellipse(0, 0, l * 0.38, l * 0.22, 0, 0, Math.PI * 2);
    c.stroke();
    eye(c, l * 0.24, -l * 0.05, l * 0.05);
  },
  'ca-noc': (c, l) => {
    c.fillStyle = '#c98a2b';
    for (let i = 0; i < 14; i += 1) {
      const a = (i / 14) * Math.PI * 2;
      c.beginPath();
      c.moveTo(Math.cos(a) * l * 0.3, Math.sin(a) * l * 0.3);
      c.lineTo(Math.cos(a + 0.12) * l * 0.42, Math.sin(a + 0.12) * l * 0.42);
      c.lineTo(Math.cos(a + 0.24) * l * 0.3, Math.sin(a + 0.24) * l * 0.3);
      c.fill();
    }
    c.beginPath();
    c.arc(0, 0, l * 0.32, 0, Math.PI * 2);
    c.fillStyle = gradient(c, l, '#ffe27a', '#d79a2b');
    c.fill();
    eye(c, l * 0.14, -l * 0.08, l * 0.07);
  },
  'rua-bien': (c, l) => {
    c.fillStyle = '#5fbf7a';
    for (const [x, y] of [[0.18, -0.2], [0.18, 0.2], [-0.2, -0.16], [-0.2, 0.16]] as const) {
      c.beginPath();
      c.ellipse(x * l, y * l, l * 0.12, l * 0.05, x * y > 0 ? 0.6 : -0.6, 0, Math.PI * 2);
      c.fill();
    }
    c.beginPath();
    c.arc(l * 0.36, 0, l * 0.08, 0, Math.PI * 2);
    c.fill();
    c.beginPath();
    c.ellipse(0, 0, l * 0.3, l * 0.22, 0, 0, Math.PI * 2);
    c.fillStyle = gradient(c, l, '#9be36b', '#2f7a3c');
    c.fill();
    c.strokeStyle = '#1f5128';
    c.lineWidth = Math.max(1, l * 0.015);
    c.beginPath();
    c.moveTo(-l * 0.12, -l * 0.1);
    c.lineTo(l * 0.12, -l * 0.1);
    c.lineTo(l * 0.18, 0);
    c.lineTo(l * 0.12, l * 0.1);
    c.lineTo(-l * 0.12, l * 0.1);
    c.lineTo(-l * 0.18, 0);
    c.closePath();
    c.stroke();
    eye(c, l * 0.39, -l * 0.02, l * 0.025);
  },
  'ca-map': (c, l) => {
    tail(c, l, l * 0.18, '#6f8597');
    c.beginPath();
    c.moveTo(-l * 0.02, -l * 0.1);
    c.lineTo(l * 0.08, -l * 0.28);
    c.lineTo(l * 0.14, -l * 0.1);
    c.fillStyle = '#6f8597';
    c.fill();
    c.beginPath();
    c.moveTo(l * 0.48, 0);
    c.quadraticCurveTo(l * 0.2, -l * 0.16, -l * 0.36, -l * 0.02);
    c.lineTo(-l * 0.36, l * 0.02);
    c.quadraticCurveTo(l * 0.2, l * 0.16, l * 0.48, 0);
    c.fillStyle = gradient(c, l, '#b3c4d1', '#eef3f6');
    c.fill();
    eye(c, l * 0.3, -l * 0.04, l * 0.025);
    c.strokeStyle = '#3b4b57';
    c.lineWidth = Math.max(1, l * 0.01);
    c.beginPath();
    c.moveTo(l * 0.3, l * 0.06);
    c.lineTo(l * 0.42, l * 0.03);
    c.stroke();
  },
  'ca-voi': (c, l) => {
    c.beginPath();
    c.moveTo(-l * 0.34, 0);
    c.lineTo(-l * 0.5, -l * 0.14);
    c.lineTo(-l * 0.46, l * 0.02);
    c.lineTo(-l * 0.5, l * 0.1);
    c.closePath();
    c.fillStyle = '#2a5fa8';
    c.fill();
    c.beginPath();
    c.ellipse(0, 0, l * 0.4, l * 0.18, 0, 0, Math.PI * 2);
    c.fillStyle = gradient(c, l, '#4d8fe0', '#1c3f7a');
    c.fill();
    c.beginPath();
    c.ellipse(l * 0.05, l * 0.08, l * 0.3, l * 0.07, 0, 0, Math.PI);
    c.fillStyle = '#b9d6f5';
    c.fill();
    eye(c, l * 0.25, -l * 0.02, l * 0.025);
  },
  'rong-bien': (c, l) => {
    c.lineCap = 'round';
    c.lineWidth = l * 0.11;
    c.strokeStyle = gradient(c, l, '#ff8a5c', '#b3122a');
    c.beginPath();
    c.moveTo(-l * 0.48, l * 0.06);
    c.bezierCurveTo(-l * 0.3, -l * 0.22, -l * 0.1, l * 0.22, l * 0.12, -l * 0.02);
    c.quadraticCurveTo(l * 0.22, -l * 0.1, l * 0.3, -l * 0.04);
    c.stroke();
    c.lineWidth = l * 0.025;
    c.strokeStyle = '#ffd56b';
    c.setLineDash([l * 0.03, l * 0.05]);
    c.stroke();
    c.setLineDash([]);
    c.beginPath();
    c.ellipse(l * 0.36, -l * 0.05, l * 0.11, l * 0.075, 0, 0, Math.PI * 2);
    c.fillStyle = '#e0362c';
    c.fill();
    c.fillStyle = '#ffd56b';
    c.beginPath();
    c.moveTo(l * 0.3, -l * 0.1);
    c.lineTo(l * 0.24, -l * 0.22);
    c.lineTo(l * 0.36, -l * 0.12);
    c.fill();
    eye(c, l * 0.4, -l * 0.07, l * 0.025);
  },
};

const FALLBACK = plainFish('#a7c4ff', '#4a63c7', '#7f97e6');

export function drawFish(c: CanvasRenderingContext2D, typeId: string, length: number): void {
  (ART[typeId] ?? FALLBACK)(c, length);
}
