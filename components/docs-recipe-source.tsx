import type { Doc } from 'contentlayer/generated';
import { recipeSource } from '@/lib/docs/recipe-source';
import './docs-recipe-source.css';

/** The line under a recipe: where its question was asked, in the asker's words, linked. */
export function DocsRecipeSource({ doc }: { doc: Doc }) {
  if (!doc.source) return null;
  const { href, place } = recipeSource(doc.source, `content/${doc._raw.sourceFilePath}`);
  const question = doc.questions?.[0];
  return (
    <aside className="recipe-source" aria-label="The question this recipe answers">
      <p>
        Asked in{' '}
        <a href={href} target="_blank" rel="noopener noreferrer">
          {place}
        </a>
        {question ? <>: “{question}”</> : null}
      </p>
    </aside>
  );
}
