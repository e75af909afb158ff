import { SYMBOL_ATTRIBUTION } from '../../shared/pictures';

/** The symbol set and its licence, each a link: said wherever its symbols are shown or chosen (decision 169). */
export function SymbolCredit() {
  return (
    <>
      <a className="underline" href={SYMBOL_ATTRIBUTION.url} target="_blank" rel="noreferrer">
        {SYMBOL_ATTRIBUTION.name}
      </a>
      ,{' '}
      <a className="underline" href={SYMBOL_ATTRIBUTION.licenceUrl} target="_blank" rel="noreferrer">
        {SYMBOL_ATTRIBUTION.licence}
      </a>
    </>
  );
}
