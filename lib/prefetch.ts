/** The parts of the Network Information API the prefetch decision reads (absent in most browsers). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether links may prefetch their pages: not when the visitor asked to save data, and not on
 * slow 2G connections. Unknown connections prefetch as usual.
 */
export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g';
}
