/**
 * What the editor adds to typing: completion of Lilaq's names and parameters, a tooltip with a
 * name's summary and reference link, and Typst's diagnostics underlined at their span. Loaded
 * with the editor; every text shown comes from the site's own API data and is set as text.
 */
import { autocompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { hoverTooltip, type EditorView } from '@codemirror/view';
import type { Extension } from '@codemirror/state';
import { withBase } from '@/lib/base-path';
import { completionAt, memberOf, nameAt } from '@/lib/live/complete';
import type { EditorDiagnostic } from '@/lib/live/editor-diagnostics';
import type { ApiMember, LilaqApi } from '@/lib/live/lilaq-api';

const apiRequests = new Map<string, Promise<LilaqApi | null>>();

/**
 * The API data of the Lilaq release an example is compiled with (`/lilaq-api.json` for the site's,
 * `/lilaq-api/VERSION.json` for another), downloaded once per page; null when it cannot be had
 * (the editor works without).
 */
export function loadLilaqApi(release?: string): Promise<LilaqApi | null> {
  const url = release ? `/lilaq-api/${release}.json` : '/lilaq-api.json';
  let request = apiRequests.get(url);
  if (!request) {
    request = fetch(withBase(url))
      .then((response) => (response.ok ? (response.json() as Promise<LilaqApi>) : null))
      .catch(() => null)
      .then((api) => {
        if (!api) apiRequests.delete(url);
        return api;
      });
    apiRequests.set(url, request);
  }
  return request;
}

function summaryBox(member: ApiMember, path: string): HTMLElement {
  const box = document.createElement('div');
  box.className = 'typst-live-info';
  const name = document.createElement('code');
  name.textContent = `lq.${path}`;
  box.append(name);
  if (member.summary) {
    const text = document.createElement('p');
    text.textContent = member.summary;
    box.append(text);
  }
  if (member.href) {
    const link = document.createElement('a');
    link.href = withBase(member.href);
    link.textContent = 'Reference page';
    box.append(link);
  }
  return box;
}

const TYPE: Record<ApiMember['kind'], string> = { function: 'function', element: 'class', module: 'namespace', other: 'variable' };

/** Completion and hover over `api` (read when asked, so the data may arrive after the editor). */
export function lilaqAssist(api: () => LilaqApi | null): Extension {
  const complete = (context: CompletionContext): CompletionResult | null => {
    const data = api();
    if (!data) return null;
    const text = context.state.doc.toString();
    const found = completionAt(text, context.pos, data);
    if (!found) return null;
    if (found.kind === 'members') {
      // Our own prefix filter decides (CodeMirror's fuzzy one would add `set-scale`-like near misses).
      return {
        from: found.from,
        filter: false,
        options: found.members.map((m) => ({
          label: m.name,
          type: TYPE[m.kind],
          ...(m.kind === 'module' ? { detail: 'module' } : {}),
          ...(m.summary ? { info: () => summaryBox(m, found.modulePath ? `${found.modulePath}.${m.name}` : m.name) } : {}),
        })),
      };
    }
    return {
      from: found.from,
      filter: false,
      options: found.params.map((p) => ({
        label: `${p.name}:`,
        apply: `${p.name}: `,
        type: 'property',
        detail: p.default === undefined ? p.types : `${p.types} = ${p.default}`,
        info: p.summary,
      })),
    };
  };

  const hover = hoverTooltip((view: EditorView, pos: number) => {
    const data = api();
    if (!data) return null;
    const hit = nameAt(view.state.doc.toString(), pos);
    const member = hit && memberOf(data, hit.path);
    if (!hit || !member || (!member.summary && !member.href)) return null;
    return { pos: hit.from, end: hit.to, above: true, create: () => ({ dom: summaryBox(member, hit.path) }) };
  });

  // The list opens as soon as a key asks for it (the default waits 100 ms for more typing): the
  // source is a synchronous lookup in a small table, and the bench holds it to 50 ms.
  return [autocompletion({ override: [complete], icons: false, activateOnTypingDelay: 0 }), hover];
}

/** Shows Typst's diagnostics of the last compile in the editor (an empty list clears them). */
export function showDiagnostics(view: EditorView, diagnostics: readonly EditorDiagnostic[]): void {
  const length = view.state.doc.length;
  const inRange: Diagnostic[] = diagnostics
    .filter((d) => d.from <= length)
    .map((d) => ({ from: d.from, to: Math.min(d.to, length), severity: d.severity, message: d.message, source: 'Typst' }));
  view.dispatch(setDiagnostics(view.state, inRange));
}
