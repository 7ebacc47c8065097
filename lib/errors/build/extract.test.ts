import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractMessages, messageId, templateOf } from './extract';
import { lilaqRoot, readTypstSources } from './read-source';
import committed050 from '../messages/0.5.0.json';
import committed060 from '../messages/0.6.0.json';

/** A tiny package of our own, with each shape of message Lilaq uses. */
const files: Record<string, string> = {
  'src/shapes.typ': `#import "assertations.typ"

/// A doc comment with assert(false, message: "not code") in it.
#let blob(x, y, fn-name: "") = {
  let prefix = ""
  if fn-name != "" { prefix = "\`" + fn-name + "()\`: " }
  assert(
    x.len() == y.len(), // a comment, with a ( in it
    message: prefix + "Lengths " + str(x.len()) + " and " + str(y.len()) + " differ"
  )
  assert.eq(x.len(), 2, message: "Need \\"two\\" values")
  if x.len() > 9 { panic("Too many: " + repr(x)) }
  assert(x != none)
  let check = assert.with(message: "All values must be numbers")
  assertations.assert-dict-keys(x, missing-message: key => "Blob needs \\"" + key + "\\"")
}

#let keys(dict, message: auto) = {
  if message == auto { message = "dictionary lacks key " + dict.first() }
  assert(false, message: message)
}

#assert.eq(1, 1, message: "a self-test of the file")
#context assert(true, message: "another self-test")
`,
};

describe('extractMessages', () => {
  const { messages } = extractMessages(files, '9.9.9');
  const byTemplate = (template: string) => messages.find((m) => m.template === template);

  it('reads a message as its literal text with each variable part marked, from a call over several lines', () => {
    expect(byTemplate('{prefix}Lengths {x.len()} and {y.len()} differ')).toEqual({
      id: 'lengths-and-differ',
      kind: 'assert',
      template: '{prefix}Lengths {x.len()} and {y.len()} differ',
      sources: [{ path: 'src/shapes.typ', line: 7 }],
    });
  });

  it('tells assert.eq, panic and assert.with apart, unescapes strings, and reads the message functions handed to a checker', () => {
    expect(byTemplate('Need "two" values')?.kind).toBe('assert.eq');
    expect(byTemplate('Too many: {x}')?.kind).toBe('panic');
    expect(byTemplate('All values must be numbers')?.kind).toBe('assert');
    expect(byTemplate('Blob needs "{key}"')).toBeDefined();
  });

  it('follows a message held in a variable to the strings assigned to it', () => {
    expect(byTemplate('dictionary lacks key {dict.first()}')).toBeDefined();
  });

  it('leaves out comments, asserts without a message and the file’s own top-level self-tests', () => {
    expect(messages.map((m) => m.template).sort((a, b) => a.localeCompare(b))).toEqual([
      '{prefix}Lengths {x.len()} and {y.len()} differ',
      'All values must be numbers',
      'Blob needs "{key}"',
      'dictionary lacks key {dict.first()}',
      'Need "two" values',
      'Too many: {x}',
    ]);
  });

  it('names a template by its first ten words and marks a branch as one variable part', () => {
    expect(messageId('The `kind` of an axis can only be `x` or `y`')).toBe('the-kind-of-an-axis-can-only-be-x-or');
    expect(templateOf('"in " + if fn == "" {""} else {fn}')).toBe('in {…}');
  });
});

describe('internal messages', () => {
  it('leaves out a message listed as internal and keeps the other messages of its function', () => {
    const diagram = `#let fill-in-transforms(axes, it: none) = {
  assert(it != none, message: "Internal error: Missing options.")
  assert(axes.len() > 1, message: "Cannot realize this with fixed limits.")
}
`;
    const { messages } = extractMessages({ 'src/model/diagram.typ': diagram }, '9.9.9');
    expect(messages.map((m) => m.template)).toEqual(['Cannot realize this with fixed limits.']);
  });
});

describe.each([
  { version: '0.5.0', committed: committed050 },
  { version: '0.6.0', committed: committed060 },
])('the committed messages of Lilaq $version (lib/errors/messages/$version.json)', ({ version, committed }) => {
  // Lilaq's source is not in the repository (CI has none): the test reads it where `npm run
  // figures` finds the package, or from LILAQ_CHECKOUT (0.5.0 only), and is skipped without it.
  const packaged = path.join(process.cwd(), `.typst-packages/typst/packages/preview/lilaq/${version}`);
  const given = (version === '0.5.0' ? process.env.LILAQ_CHECKOUT : undefined) ?? packaged;
  const root = fs.existsSync(given) ? lilaqRoot(given) : null;
  const title = `is what the extractor reads from Lilaq ${version}'s src/ today`;
  it.skipIf(root === null)(root === null ? `${title} (skipped: no Lilaq ${version} at ${given}; set LILAQ_CHECKOUT)` : title, () => {
    const fresh = extractMessages(readTypstSources(root as string), version);
    // When this fails: `npm run errors:messages -- <checkout> VERSION`, then give each new message an entry.
    expect(fresh).toEqual(committed);
  });
});
