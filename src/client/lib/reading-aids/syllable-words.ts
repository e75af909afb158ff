/**
 * 200 common and long English words with their syllable breaks as an American dictionary divides them
 * (Merriam-Webster's centred dots, written here as hyphens): the answers the syllable aid is measured against.
 */
export const DICTIONARY_SYLLABLES = `
a-bout a-gain an-i-mal an-oth-er an-swer ap-ple ba-by bas-ket beau-ti-ful be-cause
be-fore be-gin be-hind bet-ter bi-cy-cle birth-day blan-ket bot-tle break-fast broth-er
but-ter but-ton can-dle car-pet cel-e-brate chil-dren cit-y com-put-er cook-ie cot-ton
de-cide din-ner doc-tor dol-lar ea-gle eas-y el-e-phant eve-ning ev-ery ex-am-ple
fam-i-ly fa-ther fin-ger flow-er fol-low for-est gar-den hap-py heav-y hol-i-day
hos-pi-tal hun-dred im-por-tant in-side is-land jack-et kitch-en la-dy lem-on let-ter
lit-tle mar-ket mat-ter mid-dle min-ute mon-ey moth-er mu-sic num-ber of-fice
o-pen or-ange pa-per par-ent pen-cil peo-ple pic-ture pock-et prob-lem rab-bit
read-ing re-mem-ber riv-er sev-en sim-ple sis-ter sum-mer sup-per ta-ble teach-er
to-geth-er to-mor-row trav-el un-der val-ley wa-ter win-dow win-ter yel-low yes-ter-day
ab-so-lute-ly ac-com-mo-da-tion ac-tiv-i-ty ad-ven-ture al-to-geth-er ap-point-ment ap-pre-ci-ate ar-gu-ment as-sis-tance at-ten-tion
au-to-mat-i-cal-ly ba-nana cal-cu-la-tor cat-e-go-ry cer-tif-i-cate char-ac-ter choc-o-late com-fort-able com-mu-ni-ca-tion com-mu-ni-ty
com-pa-ny con-cen-trate con-di-tion con-ver-sa-tion cur-ric-u-lum dan-ger-ous de-ci-sion def-i-ni-tion de-liv-ery de-vel-op-ment
dic-tio-nary dif-fer-ent dif-fi-cult dis-ap-point-ed ed-u-ca-tion el-e-va-tor em-ploy-ment en-thu-si-asm en-vi-ron-ment es-pe-cial-ly
ev-ery-thing ex-pe-ri-ence ex-pla-na-tion fa-vor-ite gov-ern-ment grad-u-a-tion hap-pi-ness his-to-ry im-ag-i-na-tion im-me-di-ate-ly
in-de-pen-dent in-for-ma-tion in-ter-est-ing in-ter-na-tion-al in-ter-rupt in-tro-duc-tion in-ves-ti-gate lan-guage li-brary ma-te-ri-al
math-e-mat-ics med-i-cine mem-o-ry mis-un-der-stand-ing nec-es-sary nev-er-the-less ob-ser-va-tion op-por-tu-ni-ty or-ga-ni-za-tion par-tic-u-lar
pho-tog-ra-phy pop-u-la-tion pos-si-bil-i-ty pres-i-dent pro-fes-sion-al pro-nun-ci-a-tion re-la-tion-ship re-spon-si-bil-i-ty rec-og-nize res-tau-rant
sat-is-fac-tion sci-en-tif-ic sec-re-tary sit-u-a-tion spe-cif-ic straw-ber-ry tech-nol-o-gy tel-e-vi-sion tem-per-a-ture trans-por-ta-tion
un-be-liev-able un-der-stand-ing uni-ver-si-ty veg-e-ta-ble vo-cab-u-lary Wednes-day won-der-ful ap-pli-ca-tion ap-pro-pri-ate av-er-age
`
  .trim()
  .split(/\s+/);
