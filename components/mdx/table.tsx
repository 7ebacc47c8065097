import type { ComponentPropsWithoutRef } from 'react';

/** Wide tables scroll inside their own box instead of widening the page on phones. */
export function MdxTable(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <div className="table-wrapper">
      <table {...props} />
    </div>
  );
}
