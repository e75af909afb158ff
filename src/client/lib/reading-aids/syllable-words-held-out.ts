/**
 * A second list, kept apart from the one the rules were written against (`syllable-words.ts`): 190 other common
 * English words with their syllable breaks as an American dictionary divides them (Merriam-Webster's centred
 * dots, written here as hyphens). It checks that the rules of decision 174 hold for words in general.
 */
export const HELD_OUT_SYLLABLES = `
ac-ci-dent ad-dress af-ter-noon air-port al-ways a-maz-ing an-gry ba-con bal-loon bar-ber
beau-ty bed-room be-tween bis-cuit blos-som bor-row bot-tom bub-ble buck-et bud-get
butch-er cab-bage cab-in cam-era can-dy cap-tain car-rot cas-tle cel-lar cen-ter
cher-ry cir-cle cit-i-zen col-or com-fort cor-ner cous-in cow-ard cra-zy cul-ture
cus-tom-er dai-ly dam-age dec-o-rate de-gree de-sign di-a-mond din-o-saur dis-tance driv-er
ear-ly ea-ger ed-i-tor en-gine es-cape ex-cel-lent fab-ric fac-to-ry fa-mous fes-ti-val
fif-teen fin-ish for-get for-tune fu-ture gal-lon gen-tle gi-ant giv-en glo-ry
gor-geous gui-tar ham-mer hand-some har-bor hel-lo hon-ey hor-ri-ble ho-tel hu-man
hun-gry in-sect in-vite jew-el-ry jour-ney jun-gle kan-ga-roo kit-ten lad-der la-ter
laugh-ter lis-ten liz-ard lone-ly mag-ic man-age mead-ow mes-sage mir-ror mod-ern
mo-ment mon-key mus-cle na-ture nee-dle nev-er no-tice ob-ject or-di-nary out-side
pal-ace pan-ic par-ty pea-nut pen-guin pep-per pi-lot pi-rate pi-ano plan-et
po-ta-to pow-er pret-ty pris-on pub-lic pup-py pur-ple puz-zle quar-ter ques-tion
qui-et rea-son rib-bon rock-et sal-ad sand-wich Sat-ur-day sau-sage sci-ence sea-son
se-cret shad-ow shel-ter shoul-der sig-nal sil-ver sin-gle slip-per spi-der sta-tion
stom-ach sto-ry stu-dent sud-den sug-ar sun-shine sur-prise tai-lor tal-ent tick-et
ti-ger tim-ber to-day to-ma-to tow-el trac-tor trou-ble tur-tle um-brel-la un-cle
un-til vis-it wag-on wal-nut weath-er wed-ding wel-come whis-per wiz-ard wor-ry
writ-ing ze-bra pil-low pud-dle sham-poo ti-dy wel-fare zip-per lo-cal me-dal
`
  .trim()
  .split(/\s+/);
