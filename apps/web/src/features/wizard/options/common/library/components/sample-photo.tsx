import { type ColorMatrix, colorMatrixValues, FRAME_HEIGHT, FRAME_WIDTH } from '@boothdeck/contract';
import { useId } from 'react';

type SamplePhotoProps = {
  /** A colour filter to show on the photo, as an SVG colour matrix. */
  matrix?: ColorMatrix;
  /** Read out for the picture; none when it only sits behind something else. */
  label?: string;
};

const LIGHTS = [
  { cx: 70, cy: 90, r: 46, fill: '#ffd23f' },
  { cx: 430, cy: 120, r: 58, fill: '#5ad1ff' },
  { cx: 420, cy: 330, r: 34, fill: '#7ee081' },
  { cx: 60, cy: 360, r: 30, fill: '#ff8fab' },
  { cx: 250, cy: 60, r: 24, fill: '#ff5d73' },
] as const;

/**
 * A guest at a party, drawn in the frame's own size (500 × 628): reds, yellows, greens, blues and
 * skin tones, so frames sit over it as over a real photo and colour filters visibly change it.
 */
export function SamplePhoto({ matrix, label }: SamplePhotoProps) {
  // useId gives characters a url(#…) reference cannot hold.
  const id = `sample${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg
      viewBox={`0 0 ${FRAME_WIDTH} ${FRAME_HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      width="100%"
      height="100%"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={{ display: 'block' }}
    >
      <defs>
        <linearGradient id={`${id}-wall`} x1="0" y1="0" x2="0.35" y2="1">
          <stop offset="0" stopColor="#3b2d6e" />
          <stop offset="0.55" stopColor="#7b3f8c" />
          <stop offset="1" stopColor="#e76f7e" />
        </linearGradient>
        {matrix && (
          <filter id={`${id}-filter`} colorInterpolationFilters="sRGB" x="0" y="0" width="100%" height="100%">
            <feColorMatrix type="matrix" values={colorMatrixValues(matrix)} />
          </filter>
        )}
      </defs>
      <g filter={matrix ? `url(#${id}-filter)` : undefined}>
        <rect width={FRAME_WIDTH} height={FRAME_HEIGHT} fill={`url(#${id}-wall)`} />
        {LIGHTS.map((light) => (
          <circle key={light.cx} {...light} opacity="0.45" />
        ))}
        <path d="M0 40 Q250 140 500 40" fill="none" stroke="#4a4458" strokeWidth="4" />
        {[40, 140, 250, 360, 460].map((x, index) => (
          <ellipse key={x} cx={x} cy={58 + (index % 2) * 30} rx="9" ry="13" fill={LIGHTS[index]?.fill} />
        ))}
        {/* The guest, three quarters of the height, standing at the bottom edge. */}
        <g transform="translate(62.5 157) scale(0.75)">
          {/* Shoulders and shirt */}
          <path d="M80 628 Q90 470 250 455 Q410 470 420 628 Z" fill="#1fa38f" />
          <path d="M215 462 L250 520 L285 462 Z" fill="#f1c09b" />
          {/* Neck, head and hair */}
          <rect x="222" y="390" width="56" height="80" rx="20" fill="#dfa47f" />
          <ellipse cx="250" cy="330" rx="92" ry="108" fill="#f1c09b" />
          <path d="M156 330 Q150 210 250 208 Q352 208 346 330 Q330 262 250 258 Q176 262 156 330 Z" fill="#3b2a26" />
          {/* Face */}
          <ellipse cx="215" cy="330" rx="10" ry="13" fill="#2a1f2d" />
          <ellipse cx="287" cy="330" rx="10" ry="13" fill="#2a1f2d" />
          <ellipse cx="195" cy="372" rx="16" ry="9" fill="#ff8fab" opacity="0.6" />
          <ellipse cx="307" cy="372" rx="16" ry="9" fill="#ff8fab" opacity="0.6" />
          <path d="M212 382 Q250 420 290 382 Q250 398 212 382 Z" fill="#c2334d" />
          {/* A party hat */}
          <path d="M205 222 L250 120 L295 222 Z" fill="#ffd23f" />
          <path d="M218 192 L282 192 L290 210 L210 210 Z" fill="#ff5d73" />
          <circle cx="250" cy="120" r="12" fill="#5ad1ff" />
        </g>
      </g>
    </svg>
  );
}
