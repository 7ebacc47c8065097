import { SiteLink } from '@/components/site-link';
import type { AnatomyMarker } from '@/lib/figures/anatomy';
import './anatomy-markers.css';

/**
 * The numbered markers of an anatomy figure, laid over it in the figure's frame: each a link to
 * the reference entry of the part it names, placed at build time from the part map
 * (lib/figures/anatomy.ts), so they are in the static HTML and scale with the figure.
 */
export function AnatomyMarkers({ markers }: { markers: readonly AnatomyMarker[] }) {
  return (
    <>
      {/* A thin line from each disc to its part; percent coordinates, stretched with the figure. */}
      <svg className="anatomy-leaders" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
        {markers.map((m) => (
          <line key={m.n} x1={m.x} y1={m.y} x2={m.tx} y2={m.ty} vectorEffect="non-scaling-stroke" />
        ))}
      </svg>
      <ol className="anatomy-markers" aria-label="Numbered parts of the figure">
        {markers.map((m) => (
          <li key={m.n} className="anatomy-marker" style={{ left: `${m.x}%`, top: `${m.y}%`, width: `${m.size}%` }}>
            <SiteLink href={m.href} data-part={m.part} aria-label={`${m.n}: ${m.label}`}>
              <span aria-hidden="true">{m.n}</span>
            </SiteLink>
          </li>
        ))}
      </ol>
    </>
  );
}
