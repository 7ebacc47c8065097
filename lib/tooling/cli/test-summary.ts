/**
 * Prints one plain closing line for a Vitest JSON report: `unit: 120 passed, 0 failed`.
 * Exits non-zero when the report has failures or ran no test at all.
 */
import fs from 'node:fs';

const [label, file] = process.argv.slice(2);
if (!label || !file) throw new Error('usage: test-summary LABEL REPORT.json');
const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number };
const skipped = report.numPendingTests ? `, ${report.numPendingTests} skipped` : '';
console.log(`${label}: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped}`);
process.exit(report.numFailedTests > 0 || report.numPassedTests === 0 ? 1 : 0);
