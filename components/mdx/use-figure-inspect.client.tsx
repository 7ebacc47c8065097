'use client';

import { useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { FigureInspectorProps } from './figure-inspector.client';
import './figure-inspector.css';

export interface FigureInspect {
  inspecting: boolean;
  /** The inspector over the figure, to put inside its `.typst-figure-frame`; null when closed. */
  overlay: ReactNode;
  /** The Inspect button and its message; null when the figure has no part map. */
  control: ReactNode;
}

/**
 * The Inspect control of a prerendered figure with a part map (`parts`, its URL). The inspector,
 * and the map it fetches, are loaded on the first press. `label` names the button for assistive
 * technology where many figures share a page (the cheat sheet): "Inspect the figure of lq.plot(x, y)".
 */
export function useFigureInspect(parts: string | undefined, label?: string): FigureInspect {
  const [Inspector, setInspector] = useState<ComponentType<FigureInspectorProps> | null>(null);
  const [inspecting, setInspecting] = useState(false);
  const [message, setMessage] = useState('');
  const button = useRef<HTMLButtonElement>(null);

  const toggle = useCallback(async () => {
    setMessage('');
    if (inspecting) return setInspecting(false);
    try {
      if (!Inspector) {
        const mod = await import('./figure-inspector.client');
        setInspector(() => mod.FigureInspector);
      }
      setInspecting(true);
    } catch {
      setMessage('The inspector could not be downloaded.');
    }
  }, [Inspector, inspecting]);

  const close = useCallback((text?: string) => {
    setInspecting(false);
    setMessage(text ?? '');
    button.current?.focus();
  }, []);

  if (!parts) return { inspecting: false, overlay: null, control: null };
  return {
    inspecting,
    overlay: inspecting && Inspector ? <Inspector url={parts} onClose={close} /> : null,
    control: (
      <>
        {message ? (
          <span className="typst-inspect-message" role="status">
            {message}
          </span>
        ) : null}
        <button
          ref={button}
          type="button"
          className="typst-inspect-toggle"
          aria-pressed={inspecting}
          {...(label ? { 'aria-label': label } : {})}
          onClick={() => void toggle()}
        >
          Inspect
        </button>
      </>
    ),
  };
}
