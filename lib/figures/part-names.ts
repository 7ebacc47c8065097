/**
 * What the inspector says about a part: its everyday name, the Lilaq element or function that
 * draws it, the set-rule that styles it (elembic elements only) and links to the reference
 * (`/docs/reference/NAME`, parameters as `#PARAM`). Every element and parameter named here exists
 * in Lilaq 0.5.0 (lib/reference/facts/0.5.0.json; part-names.test.ts holds each link to it).
 */
import type { Part, PartKind } from './parts';

export interface PartLink {
  label: string;
  href: string;
}

export interface PartDescription {
  /** "tick label of the x axis" */
  name: string;
  /** "lq.tick-label" */
  element: string;
  /** "lq.set-tick-label(...)", for elembic elements */
  setter?: string;
  links: PartLink[];
}

const PLOT_NAMES: Partial<Record<PartKind, string>> = {
  plot: 'line plot',
  bar: 'bar chart',
  hbar: 'horizontal bar chart',
  stem: 'stem plot',
  hstem: 'horizontal stem plot',
  scatter: 'scatter plot',
  'fill-between': 'filled area',
  colormesh: 'colour mesh',
  contour: 'contour plot',
  boxplot: 'box plot',
  hboxplot: 'horizontal box plot',
  quiver: 'quiver plot (arrows)',
  hlines: 'horizontal lines',
  vlines: 'vertical lines',
  rect: 'rectangle',
  ellipse: 'ellipse',
  line: 'line',
  path: 'path',
  place: 'placed content',
};

/** Elembic elements with a set-rule (`lq.set-NAME`). */
const SETTABLE = new Set<PartKind>(['diagram', 'title', 'label', 'legend', 'tick-label', 'tick', 'spine', 'grid', 'errorbar']);

const ref = (page: string, param?: string): string => `/docs/reference/${page}${param ? `#${param}` : ''}`;

function axisName(part: Part): string {
  if (part.cb) return 'the colour bar';
  if (!part.a) return 'an axis';
  const side = part.far ? (part.a === 'x' ? ' on top' : ' on the right') : '';
  return `the ${part.a} axis${side}`;
}

function elementDescription(part: Part): PartDescription {
  const sub = part.sub ? 'sub' : '';
  const axis = axisName(part);
  const axisParam = part.a === 'y' ? 'yaxis' : 'xaxis';
  switch (part.k) {
    case 'tick-label':
      return {
        name: `${sub}tick label${part.sub ? '' : 's'} of ${axis}`,
        element: 'lq.tick-label',
        links: [
          { label: 'lq.tick-label', href: ref('tick-label') },
          {
            label: part.sub ? 'axis.format-subticks' : 'axis.format-ticks',
            href: ref('axis', part.sub ? 'format-subticks' : 'format-ticks'),
          },
        ],
      };
    case 'tick':
      return {
        name: `${sub}ticks of ${axis}`,
        element: 'lq.tick',
        links: [
          { label: 'lq.tick', href: ref('tick') },
          { label: part.sub ? 'axis.subticks' : 'axis.ticks', href: ref('axis', part.sub ? 'subticks' : 'ticks') },
        ],
      };
    case 'spine':
      return {
        name: `spine of ${axis}`,
        element: 'lq.spine',
        links: [
          { label: 'lq.spine', href: ref('spine') },
          { label: 'axis.stroke', href: ref('axis', 'stroke') },
        ],
      };
    case 'grid':
      return {
        name: `${part.sub ? 'subtick ' : ''}grid lines along ${axis}`,
        element: 'lq.grid',
        links: [
          { label: 'lq.grid', href: ref('grid') },
          { label: 'diagram.grid', href: ref('diagram', 'grid') },
        ],
      };
    case 'title':
      return {
        name: 'title of the diagram',
        element: 'lq.title',
        links: [
          { label: 'lq.title', href: ref('title') },
          { label: 'diagram.title', href: ref('diagram', 'title') },
        ],
      };
    case 'label':
      return {
        name: `label of ${axis}`,
        element: 'lq.label',
        // The main axes take their labels from the diagram; a second axis (or a colour bar's) from its own.
        links: [
          { label: 'lq.label', href: ref('label') },
          ...(part.cb || part.far
            ? [{ label: 'axis.label', href: ref('axis', 'label') }]
            : [
                { label: `diagram.${part.a ?? 'x'}label`, href: ref('diagram', `${part.a ?? 'x'}label`) },
                { label: `diagram.${axisParam}`, href: ref('diagram', axisParam) },
              ]),
        ],
      };
    case 'legend':
      return {
        name: 'legend',
        element: 'lq.legend',
        links: [
          { label: 'lq.legend', href: ref('legend') },
          { label: 'diagram.legend', href: ref('diagram', 'legend') },
        ],
      };
    case 'errorbar':
      return { name: 'error bars', element: 'lq.errorbar', links: [{ label: 'lq.errorbar', href: ref('errorbar') }] };
    case 'colorbar':
      return { name: 'colour bar', element: 'lq.colorbar', links: [{ label: 'lq.colorbar', href: ref('colorbar') }] };
    default:
      return {
        name: 'data area of the diagram',
        element: 'lq.diagram',
        links: [
          { label: 'lq.diagram', href: ref('diagram') },
          { label: 'diagram.width', href: ref('diagram', 'width') },
          { label: 'diagram.fill', href: ref('diagram', 'fill') },
        ],
      };
  }
}

export function describePart(part: Part): PartDescription {
  const plotName = PLOT_NAMES[part.k];
  const description: PartDescription = plotName
    ? {
        name: part.cb ? `colour gradient of the colour bar` : plotName,
        element: `lq.${part.k}`,
        links: [{ label: `lq.${part.k}`, href: ref(part.k) }],
      }
    : elementDescription(part);
  if (SETTABLE.has(part.k)) description.setter = `lq.set-${part.k}(...)`;
  return description;
}
