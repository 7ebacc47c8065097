import { CurrentPageLink } from './site-current-page-link.client';
import { Dropdown } from './site-dropdown.client';

interface Props {
  label: string;
  htmlLang: string;
}

/** The language menu. English is the only locale, so its one entry is the current page. */
export function LocaleDropdown({ label, htmlLang }: Props) {
  return (
    <Dropdown
      ariaLabel={`Language: ${label}`}
      label={
        <>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              fill="currentColor"
              d="m12.9 15-2.5-2.5c1.7-1.9 2.9-4 3.6-6.5H17V4h-7V2H8v2H1v2h11.2c-.7 2-1.7 3.8-3.2 5.4-1-1.1-1.8-2.3-2.4-3.4h-2c.7 1.6 1.7 3.2 3 4.6l-5.1 5L4 19l5-5 3.1 3.1.8-2.1ZM18.5 10h-2L12 22h2l1.1-3h4.8l1.1 3h2l-4.5-12Zm-2.6 7 1.6-4.3 1.6 4.3h-3.2Z"
            />
          </svg>
          <span className="navbar__label-text">{label}</span>
        </>
      }
    >
      <li>
        <CurrentPageLink lang={htmlLang} aria-current="true" className="dropdown__link dropdown__link--active">
          {label}
        </CurrentPageLink>
      </li>
    </Dropdown>
  );
}
