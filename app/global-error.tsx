'use client';

/** Last-resort crash screen when the root layout itself fails; it must render its own document. */
export default function GlobalError({ error, reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <main role="alert">
          <h1>This page crashed.</h1>
          <button type="button" onClick={reset}>
            Retry
          </button>
          <p>{error.message}</p>
        </main>
      </body>
    </html>
  );
}
