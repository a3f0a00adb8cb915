import type { WordEmotionScore } from '@contracts/headlines.contract';
import { useId, useRef, useState } from 'react';
import { emotionPercents, strongestEmotion } from '../utils/word-emotion-summary';

/** SPEC section 9: tooltips open after 700 ms, at once when another closed less than 300 ms ago. */
const TOOLTIP_OPEN_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;
let lastTooltipClosedAt = 0;
const TOOLTIP_WIDTH_PX = 176;

/** Background opacity at intensity 0 and 1: strong words are darker, text stays readable. */
const SHADE = { min: 0.08, max: 0.55 };
/** A word without a clear emotion stays grey (slate-100 / slate-200). */
const NEUTRAL_COLOURS = { background: '#f1f5f9', border: '#e2e8f0' };

type HeatmapWordProps = { word: WordEmotionScore };

/**
 * One word of the heatmap, shaded in its strongest emotion's colour by intensity. Hover or keyboard
 * focus shows a tooltip with all seven percentages; the tooltip is also the word's accessible
 * description, so the colour is never the only signal.
 */
export function HeatmapWord({ word }: HeatmapWordProps) {
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  const [alignEnd, setAlignEnd] = useState(false);
  const wordRef = useRef<HTMLSpanElement>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const strongest = strongestEmotion(word);
  const shade = SHADE.min + (SHADE.max - SHADE.min) * Math.min(1, Math.max(0, word.intensity));
  const colours = strongest
    ? { backgroundColor: withAlpha(strongest.color, shade), borderBottomColor: strongest.color }
    : { backgroundColor: NEUTRAL_COLOURS.background, borderBottomColor: NEUTRAL_COLOURS.border };

  const cancelTimer = () => {
    if (openTimer.current) clearTimeout(openTimer.current);
    openTimer.current = null;
  };
  // The tooltip starts at the word's left edge, or ends at its right edge when it would leave the screen.
  const show = () => {
    const left = wordRef.current?.getBoundingClientRect().left ?? 0;
    setAlignEnd(left + TOOLTIP_WIDTH_PX > window.innerWidth - 8);
    setOpen(true);
  };
  const handlePointerEnter = () => {
    cancelTimer();
    if (Date.now() - lastTooltipClosedAt < TOOLTIP_SKIP_DELAY_MS) {
      show();
      return;
    }
    openTimer.current = setTimeout(show, TOOLTIP_OPEN_DELAY_MS);
  };
  const handleClose = () => {
    cancelTimer();
    if (open) lastTooltipClosedAt = Date.now();
    setOpen(false);
  };

  return (
    <span className="relative inline-block">
      <span
        tabIndex={0}
        aria-describedby={tooltipId}
        data-emotion={strongest?.name ?? 'none'}
        onPointerEnter={handlePointerEnter}
        onPointerLeave={handleClose}
        ref={wordRef}
        onFocus={() => {
          cancelTimer();
          show();
        }}
        onBlur={handleClose}
        onKeyDown={(event) => {
          if (event.key === 'Escape') handleClose();
        }}
        className="inline-block cursor-default rounded-md border-b-4 px-2 py-1 text-lg font-medium text-slate-900 focus:outline-2 focus:outline-offset-2 focus:outline-indigo-600"
        style={colours}
      >
        {word.word}
      </span>
      <span
        id={tooltipId}
        role="tooltip"
        hidden={!open}
        className={`absolute top-full z-30 mt-2 rounded-lg bg-slate-900 p-3 text-xs text-white shadow-lg ${alignEnd ? 'right-0' : 'left-0'}`}
        style={{ width: TOOLTIP_WIDTH_PX }}
      >
        <span className="block font-semibold">{word.word}</span>
        <span className="mb-1 block text-slate-300">{strongest ? `Mostly ${strongest.name}` : 'No clear emotion'}</span>
        {emotionPercents(word).map((emotion) => (
          <span key={emotion.name} className="flex items-center justify-between gap-2">
            <span className="flex items-center gap-1.5">
              <span aria-hidden="true" className="inline-block h-2 w-2 rounded-full" style={{ backgroundColor: emotion.color }} />
              {emotion.name}
            </span>
            <span>{emotion.percent}%</span>
          </span>
        ))}
      </span>
    </span>
  );
}

/** "#rrggbb" plus an opacity as an 8-digit hex colour. */
function withAlpha(hex: string, alpha: number): string {
  return `${hex}${Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0')}`;
}
