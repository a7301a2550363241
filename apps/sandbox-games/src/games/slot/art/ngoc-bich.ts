import { circle, ellipse, gradient, line, path, rect } from './shapes.ts';

/** Ngọc Bích May Mắn: jade, pixiu, golden toad, gold ingot, lantern, paper fan and the pearl. */
export const NGOC_BICH_ART: Record<string, () => SVGElement[]> = {
  'ngoc-trai': () => [
    path('M10 70 Q50 -6 90 70 Q50 84 10 70z', gradient('blue'), { stroke: '#ffd56b', 'stroke-width': 3 }),
    line('M50 70 L50 14 M30 68 L24 30 M70 68 L76 30 M40 70 L36 18 M60 70 L64 18', '#0e3d7a', 2.5),
    circle(50, 64, 20, gradient('pearl'), { stroke: '#ffffff', 'stroke-width': 2 }),
    circle(44, 58, 5, '#ffffff'),
  ],
  'ngoc-bich': () => [
    path('M30 14 L70 14 L90 40 L50 90 L10 40z', gradient('jade'), { stroke: '#d8ffe9', 'stroke-width': 2.5 }),
    path('M10 40 L90 40 M30 14 L38 40 L50 90 L62 40 L70 14 M38 40 L50 14 L62 40', 'none', { stroke: '#0b4d2f', 'stroke-width': 2 }),
    path('M34 20 L44 20 L38 34z', '#d8ffe9', { opacity: 0.7 }),
  ],
  'ty-huu': () => [
    path('M22 44 L4 26 L10 54 L24 60z', gradient('orange')),
    path('M78 44 L96 26 L90 54 L76 60z', gradient('orange')),
    circle(50, 54, 30, gradient('gold'), { stroke: '#7a4f08', 'stroke-width': 2.5 }),
    path('M34 28 L30 10 L44 24z', gradient('gold')),
    path('M66 28 L70 10 L56 24z', gradient('gold')),
    circle(40, 48, 6, '#fff'),
    circle(60, 48, 6, '#fff'),
    circle(40, 48, 3, '#1a1205'),
    circle(60, 48, 3, '#1a1205'),
    path('M36 64 Q50 78 64 64 Q50 70 36 64z', '#a3161b'),
    circle(50, 32, 5, gradient('jade')),
  ],
  'coc-vang': () => [
    ellipse(50, 62, 38, 26, gradient('gold'), { stroke: '#7a4f08', 'stroke-width': 2.5 }),
    circle(32, 34, 11, gradient('gold'), { stroke: '#7a4f08', 'stroke-width': 2.5 }),
    circle(68, 34, 11, gradient('gold'), { stroke: '#7a4f08', 'stroke-width': 2.5 }),
    circle(32, 34, 5, '#1a1205'),
    circle(68, 34, 5, '#1a1205'),
    line('M30 64 Q50 76 70 64', '#7a4f08', 3),
    circle(50, 74, 9, gradient('gold'), { stroke: '#7a4f08', 'stroke-width': 2 }),
    rect(47, 71, 6, 6, '#3b2604'),
    circle(40, 54, 3, '#c8901e'),
    circle(60, 54, 3, '#c8901e'),
  ],
  'thoi-vang': () => [
    ellipse(50, 48, 20, 16, gradient('gold'), { stroke: '#7a4f08', 'stroke-width': 2.5 }),
    path('M8 50 Q18 84 50 84 Q82 84 92 50 Q74 62 50 62 Q26 62 8 50z', gradient('gold'), { stroke: '#7a4f08', 'stroke-width': 2.5 }),
    path('M42 40 Q48 34 56 38', 'none', { stroke: '#fff4c2', 'stroke-width': 3, 'stroke-linecap': 'round' }),
  ],
  'den-long': () => [
    line('M50 4 L50 14', '#ffd56b', 3),
    rect(38, 12, 24, 8, gradient('gold'), { rx: 2 }),
    ellipse(50, 48, 32, 30, gradient('red'), { stroke: '#ffd56b', 'stroke-width': 2 }),
    path('M50 18 Q30 48 50 78 M50 18 Q70 48 50 78 M50 18 L50 78', 'none', { stroke: '#ffd56b', 'stroke-width': 2 }),
    rect(38, 76, 24, 8, gradient('gold'), { rx: 2 }),
    line('M44 84 L42 96 M50 84 L50 98 M56 84 L58 96', '#ffd56b', 2.5),
  ],
  quat: () => [
    path('M50 82 L8 44 A52 52 0 0 1 92 44z', gradient('red'), { stroke: '#ffd56b', 'stroke-width': 3 }),
    path('M50 82 L8 44 A52 52 0 0 1 92 44z', 'none', { stroke: '#ffd56b', 'stroke-width': 0 }),
    line('M50 82 L20 32 M50 82 L35 22 M50 82 L50 18 M50 82 L65 22 M50 82 L80 32', '#ffd56b', 2),
    path('M22 40 A40 40 0 0 1 78 40 L70 48 A30 30 0 0 0 30 48z', gradient('gold'), { opacity: 0.85 }),
    circle(50, 82, 6, gradient('gold'), { stroke: '#7a4f08', 'stroke-width': 2 }),
  ],
};
