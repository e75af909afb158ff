/**
 * 50 sentences tagged by hand: a noun ends in /n, a verb (auxiliaries too) in /v, an adjective in /a, an adverb
 * in /r; every other word (pronouns, articles, numbers, prepositions) carries no mark.
 */
export const TAGGED_SENTENCES = `
Your appointment/n is/v on Tuesday/n at the clinic/n.
Please bring/v your letter/n and a photo/n.
The council/n will/v repair/v the broken/a heating/n soon/r.
We are/v sorry/a for the long/a delay/n.
She quickly/r opened/v the heavy/a door/n.
The bus/n leaves/v the station/n early/r every morning/n.
My brother/n plays/v football/n with his friends/n.
They painted/v the old/a fence/n bright/a blue/a.
The small/a cat/n slept/v quietly/r on the warm/a blanket/n.
Your rent/n has/v increased/v by ten pounds/n.
The doctor/n gave/v me new/a tablets/n.
He always/r forgets/v his keys/n.
The weather/n was/v cold/a and wet/a yesterday/r.
Children/n learn/v new/a words/n very/r fast/r.
We need/v milk/n, bread/n and eggs/n.
The meeting/n starts/v at nine.
Call/v the office/n before noon/n.
The river/n flows/v slowly/r through the valley/n.
Her garden/n is/v full/a of red/a flowers/n.
The teacher/n explained/v the difficult/a question/n carefully/r.
You can/v pay/v the bill/n online/r.
The train/n was/v late/a again/r.
Our neighbours/n have/v a friendly/a dog/n.
I read/v a good/a book/n last/a week/n.
The shop/n closes/v early/r on Sundays/n.
Please sign/v the form/n and return/v it.
The bank/n sent/v a new/a card/n.
My sister/n works/v in a busy/a hospital/n.
The kitchen/n smells/v wonderful/a.
He carefully/r wrote/v a short/a note/n.
The children/n played/v happily/r in the park/n.
This form/n must/v arrive/v by Friday/n.
The water/n in the lake/n is/v very/r clear/a.
We walked/v home/r together/r.
The manager/n answered/v my email/n politely/r.
A tall/a man/n stood/v near the gate/n.
Your parcel/n will/v arrive/v tomorrow/r.
The baby/n cried/v loudly/r all night/n.
The new/a library/n opens/v next/a month/n.
She sings/v beautifully/r.
The old/a car/n needs/v new/a tyres/n.
We often/r visit/v our grandmother/n.
The price/n of food/n has/v risen/v sharply/r.
The printer/n is/v broken/a.
He runs/v fast/r.
The students/n finished/v their project/n early/r.
Rain/n fell/v heavily/r on the roof/n.
The nurse/n checked/v my blood/n pressure/n.
This letter/n explains/v your new/a benefits/n.
The sun/n shines/v brightly/r today/r.
`
  .trim()
  .split('\n');
