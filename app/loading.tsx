/** Shown while a page's code and data load; CSS delays the spinner so fast loads never flash it. */
export default function Loading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
