/**
 * Where a recipe's question was asked, for the line under the recipe ("Asked in Lilaq's issue
 * tracker: …"). Recipes carry the question's URL in their `source` frontmatter; only https links
 * to a known place are accepted, so a typo fails the build instead of showing a dead link.
 */
export interface RecipeSource {
  href: string;
  /** Where it was asked, as a phrase: "Lilaq's issue tracker", "the Typst forum". */
  place: string;
}

const places: readonly { host: string; path?: RegExp; place: string }[] = [
  { host: 'github.com', path: /^\/lilaq-project\/lilaq\/discussions\//, place: "Lilaq's discussions" },
  { host: 'github.com', path: /^\/lilaq-project\/lilaq\/(issues|pull)\//, place: "Lilaq's issue tracker" },
  { host: 'forum.typst.app', place: 'the Typst forum' },
];

/** The recipe's source as a link and a place, or an error naming the file when it is not one. */
export function recipeSource(source: string, file: string): RecipeSource {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw new Error(`${file}: source "${source}" is not a URL`);
  }
  if (url.protocol !== 'https:') throw new Error(`${file}: source "${source}" must be an https link`);
  const known = places.find((p) => p.host === url.hostname && (!p.path || p.path.test(url.pathname)));
  if (!known) {
    throw new Error(`${file}: source "${source}" is neither a Lilaq issue or discussion nor a Typst forum thread`);
  }
  return { href: url.href, place: known.place };
}
