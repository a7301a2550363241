/**
 * A short two-note chime made on the spot with WebAudio (no audio file to fetch or to allow in the
 * CSP). Browsers start audio only after the person has interacted with the page: the context is made
 * on the first click (the sound toggle itself, or any click later), and a tone before that is skipped.
 */
let context: AudioContext | null = null;

export function unlockAudio(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
}

export function playTone(): void {
  if (!context) return;
  if (context.state === 'running') chime(context);
  // Just made by a click: running once resumed. Without a click it stays suspended, and nothing plays.
  else if (context.state === 'suspended') void context.resume().then(() => context && chime(context));
}

function chime(context: AudioContext) {
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.16, 1320],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.22);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.24);
  }
}
