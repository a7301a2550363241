import type { FishingDefinition } from '@app/domain';
import { formatMoney } from '@app/domain';
import { h } from '../../lib/dom.ts';
import { t } from '../../lib/i18n.ts';
import { prefersReducedMotion } from '../../lib/motion.ts';
import { drawFish } from './fish-art.ts';
import { bulletAt, createSchool, fishAt, placeSwimmer, type Placement } from './fish-motion.ts';
import { drawBubbles, drawCannon, drawSea } from './sea-scenery.ts';

type Effect = { kind: 'catch' | 'miss'; x: number; y: number; startedAt: number; text: string; typeId: string; length: number; direction: 1 | -1 };
type Bullet = { key: number; startedAt: number; durationMs: number; to: { x: number; y: number } };

const CATCH_MS = 1_100;
const RESPAWN_MS = 2_500;

/** The sea on a canvas: the school, the cannon, a bullet in flight and what a shot ended in. */
export function createSeaView(def: FishingDefinition) {
  const canvas = h('canvas', { class: 'sea__canvas', role: 'img', 'aria-label': `${t.fishingArea}. ${t.shootHint}.` });
  const element = h('div', { class: 'sea' }, canvas);
  const c = canvas.getContext('2d');
  const school = createSchool(def.fish);
  const multipliers = new Map(def.fish.map((f) => [f.id, f.multiplier]));
  const hiddenUntil = new Map<number, number>();
  const effects: Effect[] = [];
  let bullet: Bullet | null = null;
  let aim = -Math.PI / 2;
  let width = 0;
  let height = 0;

  const motion = () => (prefersReducedMotion() ? 0.35 : 1);
  const cannonAt = () => ({ x: width / 2, y: height - 18 });

  function placements(now: number): { key: number; typeId: string; placement: Placement }[] {
    return school
      .filter((s) => (hiddenUntil.get(s.key) ?? 0) <= now)
      .map((s) => ({ key: s.key, typeId: s.typeId, placement: placeSwimmer(s, now / 1000, width, height - 40, motion()) }));
  }

  function visible(p: Placement): boolean {
    return p.x > 8 && p.x < width - 8 && p.y > 0 && p.y < height;
  }

  function draw(now: number) {
    if (!c || width === 0) return void requestAnimationFrame(draw);
    drawSea(c, width, height);
    drawBubbles(c, width, height, now / 1000, motion());
    for (const { typeId, placement: p } of placements(now)) {
      c.save();
      c.translate(p.x, p.y);
      c.rotate(p.tilt);
      c.scale(p.direction, 1);
      drawFish(c, typeId, p.length);
      c.restore();
      label(c, p.x, p.y - p.length * 0.3 - 8, `×${multipliers.get(typeId) ?? ''}`);
    }
    drawEffects(now);
    if (bullet) {
      const target = placements(now).find((e) => e.key === bullet?.key)?.placement ?? bullet.to;
      bullet.to = { x: target.x, y: target.y };
      const u = (now - bullet.startedAt) / bullet.durationMs;
      const b = bulletAt(cannonAt(), bullet.to, u);
      aim = b.angle;
      if (u < 1) {
        c.beginPath();
        c.arc(b.x, b.y, 6, 0, Math.PI * 2);
        c.fillStyle = '#ffe9a3';
        c.shadowColor = '#ffd56b';
        c.shadowBlur = 12;
        c.fill();
        c.shadowBlur = 0;
      }
    }
    drawCannon(c, cannonAt(), aim);
    requestAnimationFrame(draw);
  }

  function drawEffects(now: number) {
    if (!c) return;
    for (let i = effects.length - 1; i >= 0; i -= 1) {
      const e = effects[i];
      if (!e) continue;
      const u = (now - e.startedAt) / CATCH_MS;
      if (u >= 1) {
        effects.splice(i, 1);
        continue;
      }
      c.save();
      c.globalAlpha = 1 - u;
      if (e.kind === 'catch') {
        c.save();
        c.translate(e.x, e.y);
        c.rotate(u * Math.PI * 3);
        c.scale(e.direction * (1 - u * 0.7), 1 - u * 0.7);
        drawFish(c, e.typeId, e.length);
        c.restore();
        c.strokeStyle = '#ffd56b';
        c.lineWidth = 4;
        c.beginPath();
        c.arc(e.x, e.y, 20 + u * 50, 0, Math.PI * 2);
        c.stroke();
      } else {
        c.strokeStyle = 'rgb(255 255 255 / 0.8)';
        c.lineWidth = 2;
        c.setLineDash([4, 4]);
        c.beginPath();
        c.arc(e.x, e.y, 10 + u * 28, 0, Math.PI * 2);
        c.stroke();
        c.setLineDash([]);
      }
      c.font = `900 ${e.kind === 'catch' ? 24 : 17}px system-ui, sans-serif`;
      c.textAlign = 'center';
      c.lineWidth = 4;
      c.strokeStyle = '#1a1205';
      c.fillStyle = e.kind === 'catch' ? '#ffe27a' : '#dce6f2';
      const y = e.y - 26 - u * 36;
      c.strokeText(e.text, e.x, y);
      c.fillText(e.text, e.x, y);
      c.restore();
    }
  }

  new ResizeObserver(() => {
    const rect = element.getBoundingClientRect();
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    width = rect.width;
    height = rect.height;
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
    c?.setTransform(dpr, 0, 0, dpr, 0, 0);
  }).observe(element);
  requestAnimationFrame(draw);

  return {
    element,
    canvas,
    /** The fish under a point of the sea, if any. */
    fishAt(x: number, y: number): { key: number; typeId: string } | null {
      const now = performance.now();
      const all = placements(now);
      const key = fishAt(all, x, y);
      const hit = all.find((e) => e.key === key);
      return hit ? { key: hit.key, typeId: hit.typeId } : null;
    },
    /** The visible fish of a type nearest the cannon (for the target buttons). */
    nearestOfType(typeId: string): number | null {
      const cannon = cannonAt();
      const candidates = placements(performance.now()).filter((e) => e.typeId === typeId && visible(e.placement));
      candidates.sort((a, b) => Math.hypot(a.placement.x - cannon.x, a.placement.y - cannon.y) - Math.hypot(b.placement.x - cannon.x, b.placement.y - cannon.y));
      return candidates[0]?.key ?? null;
    },
    /** Fires at a fish; resolves when the bullet reaches it. */
    fire(key: number): Promise<void> {
      const now = performance.now();
      const target = placements(now).find((e) => e.key === key)?.placement;
      const durationMs = prefersReducedMotion() ? 120 : 380;
      bullet = { key, startedAt: now, durationMs, to: target ? { x: target.x, y: target.y } : cannonAt() };
      return new Promise((resolve) => setTimeout(resolve, durationMs));
    },
    /** The shot's end: the fish caught (it leaves for a while) or the net closing on nothing. */
    settle(key: number, captured: boolean, win: number) {
      const now = performance.now();
      const entry = placements(now).find((e) => e.key === key);
      const at = entry?.placement ?? { x: bullet?.to.x ?? width / 2, y: bullet?.to.y ?? height / 2, length: 40, direction: 1 as const };
      bullet = null;
      if (captured) hiddenUntil.set(key, now + RESPAWN_MS);
      effects.push({
        kind: captured ? 'catch' : 'miss',
        x: at.x,
        y: at.y,
        startedAt: now,
        text: captured ? `+${formatMoney(win)}` : t.missText,
        typeId: entry?.typeId ?? '',
        length: at.length,
        direction: at.direction,
      });
    },
    cancel() {
      bullet = null;
    },
  };
}

function label(c: CanvasRenderingContext2D, x: number, y: number, text: string) {
  c.font = '800 13px system-ui, sans-serif';
  const w = c.measureText(text).width + 10;
  c.fillStyle = 'rgb(7 12 22 / 0.7)';
  c.beginPath();
  c.roundRect(x - w / 2, y - 9, w, 18, 9);
  c.fill();
  c.fillStyle = '#ffd56b';
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  c.fillText(text, x, y + 0.5);
  c.textBaseline = 'alphabetic';
}

export type SeaView = ReturnType<typeof createSeaView>;
