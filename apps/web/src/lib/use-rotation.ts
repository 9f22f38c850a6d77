import { type FocusEvent, useEffect, useState } from 'react';

/**
 * Which of `count` slides shows in a carousel: it advances every `intervalMs` and wraps around,
 * and rests while the pointer is over the carousel or focus is inside it (spread `handlers` on
 * the carousel's element) or while `paused`.
 */
export function useRotation(count: number, intervalMs: number, { paused = false } = {}) {
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  const rotating = count > 1 && !paused && !held;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setCurrent((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, count, intervalMs]);

  return {
    index: count > 0 ? current % count : 0,
    /** It moves on by itself (screen readers are then not told of every change). */
    rotating,
    go: (index: number) => setCurrent(count > 0 ? (index + count) % count : 0),
    handlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
