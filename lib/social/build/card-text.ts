/**
 * Text for a social card in the characters its bundled font has. next/og draws Latin text with
 * the font it ships and fetches a web font for anything else, which an offline build cannot do;
 * superscripts in titles ("×10ⁿ") are the case the site has, so they are written as `^n`.
 * Anything else outside the font still fails the build (lib/tooling/cli/social-cards.tsx).
 */
const superscripts: Readonly<Record<string, string>> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁺': '+',
  '⁻': '-',
  ⁿ: 'n',
  ⁱ: 'i',
};

export function cardText(text: string): string {
  return text.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻ⁿⁱ]+/g, (run) => `^${[...run].map((c) => superscripts[c]).join('')}`);
}
