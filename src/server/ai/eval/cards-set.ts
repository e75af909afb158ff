// The study cards' evaluation set (decisions 149 and 150): notes as students write them, each with what the cards
// made from them must and must not hold. The rubric that reads these is in ./cards.ts.

export interface CardsItem {
  /** Stable across runs. */
  id: string;
  /** The notes, as pasted. */
  notes: string;
  /** At least this many cards; 0 means the notes hold no fact, and no card may be made. */
  minCards: number;
  /** Terms some card must ask: hidden in a gap, or named in a question card. Alternatives with "|". */
  mustAsk: string[];
  /**
   * Whole terms a gap may never cut: a gap that touches one hides all of it, or exactly one of its other forms
   * ("Maximilien Robespierre|Robespierre": hiding "Robespierre" alone is fine, hiding "Maximilien" is not).
   */
  keyTerms: string[];
  /** Words that must never be the whole of a gap (a part of a term, a common word). */
  notHidden?: string[];
  /** Words of sentences that state no fact: no card may contain them. */
  noFact?: string[];
}

export const FRENCH_REVOLUTION = `The French Revolution began in 1789 and ended the absolute monarchy in France. On 14 July 1789, a crowd in Paris stormed the Bastille, a royal fortress and prison. In August 1789, the National Assembly adopted the Declaration of the Rights of Man and of the Citizen. King Louis XVI was executed by guillotine in January 1793. Maximilien Robespierre led the Committee of Public Safety during the Reign of Terror. The Reign of Terror lasted from September 1793 to July 1794.`;

export const SMITH_NOTES = `Biology - photosynthesis (wk 3)

- Photosynthesis = the process where plants make glucose from light, water and carbon dioxide
- happens in the chloroplasts
- The pigment chlorophyll absorbs mostly red and blue light.

The two stages of photosynthesis:
- the light-dependent reactions
- the Calvin cycle

Smith said this will be on the exam, e.g. in question 3.
TODO: finish the worksheet before Friday!!`;

export const CARDS_SET: readonly CardsItem[] = [
  {
    id: 'history-french-revolution',
    notes: FRENCH_REVOLUTION,
    minCards: 5,
    mustAsk: ['Robespierre', 'Bastille', 'Reign of Terror'],
    keyTerms: [
      'French Revolution',
      '14 July 1789',
      'August 1789',
      'January 1793',
      'September 1793',
      'July 1794',
      'Declaration of the Rights of Man and of the Citizen|Declaration of the Rights of Man',
      'National Assembly',
      'King Louis XVI|Louis XVI',
      'Maximilien Robespierre|Robespierre',
      'Committee of Public Safety',
      'Reign of Terror',
    ],
    notHidden: ['14', 'July', 'Maximilien', 'Terror', 'Reign'],
  },
  {
    id: 'biology-smith-notes',
    notes: SMITH_NOTES,
    minCards: 3,
    mustAsk: ['photosynthesis', 'chlorophyll', 'Calvin cycle'],
    keyTerms: ['Calvin cycle', 'light-dependent reactions', 'carbon dioxide'],
    notHidden: ['reactions', 'Calvin', 'cycle', 'light'],
    noFact: ['Smith', 'exam', 'question 3', 'worksheet', 'TODO'],
  },
  {
    id: 'biology-cells',
    notes: `Cells

The cell is the basic unit of life. Mitochondria are the site of aerobic respiration in the cell. The nucleus contains the cell's genetic material. Plant cells include a cell wall, a large vacuole and chloroplasts. In 1665, Robert Hooke first used the word "cell" after looking at cork under a microscope.`,
    minCards: 4,
    mustAsk: ['mitochondria', 'Robert Hooke|Hooke|1665'],
    keyTerms: ['Robert Hooke|Hooke', 'aerobic respiration', 'cell wall', 'genetic material'],
    notHidden: ['Robert', 'unit', 'life'],
  },
  {
    id: 'chemistry-acids',
    notes: `An acid is a substance that releases hydrogen ions when it dissolves in water. The pH scale runs from 0 to 14, and a pH of 7 is neutral. Sodium chloride forms when sodium reacts with chlorine. A catalyst speeds up a reaction without being used up. In 1869, Dmitri Mendeleev published the first periodic table.`,
    minCards: 4,
    mustAsk: ['acid', 'catalyst', 'Mendeleev|1869'],
    keyTerms: [
      'hydrogen ions',
      'Sodium chloride',
      'Dmitri Mendeleev|Mendeleev',
      'periodic table',
      'pH scale',
    ],
    notHidden: ['Dmitri', 'ions', 'table', 'water'],
  },
  {
    id: 'physics-forces-headings',
    notes: `# Forces

Weight is the force of gravity acting on a mass. Newton's first law says that an object stays at rest or keeps moving at the same speed unless a force acts on it. Friction is a force that opposes motion between two surfaces.

## Energy

Kinetic energy is the energy an object has because it is moving. In 1905, Albert Einstein published the theory of special relativity.`,
    minCards: 4,
    mustAsk: ['weight', 'friction', 'kinetic energy', 'Einstein|1905'],
    keyTerms: ['Albert Einstein|Einstein', 'special relativity', 'Kinetic energy', "Newton's first law"],
    notHidden: ['Albert', 'energy', 'force'],
  },
  {
    id: 'language-french',
    notes: `French - les verbes

In French, most adjectives come after the noun. The verb avoir is used to form the passé composé of most verbs. Verbs of movement such as aller form the passé composé with être.

Vocab:
- le chat = the cat
- la maison = the house
- la bibliothèque = the library`,
    minCards: 4,
    mustAsk: ['avoir', 'la bibliothèque'],
    keyTerms: ['passé composé'],
    notHidden: ['passé', 'composé', 'noun', 'verbs'],
  },
  {
    id: 'language-spanish',
    notes: `Spanish: ser vs estar

Ser is used for permanent traits such as nationality and profession. Estar is used for location and for feelings that change. The preterite describes actions completed in the past.

Remember to learn the irregular forms for Monday's quiz!`,
    minCards: 3,
    mustAsk: ['ser', 'estar', 'preterite'],
    keyTerms: [],
    noFact: ['quiz', 'Remember'],
  },
  {
    id: 'law-contract',
    notes: `Contract law

A contract is a legally binding agreement between two or more parties. Consideration is something of value that each party gives to the other. An offer can be withdrawn at any time before it is accepted. In Donoghue v Stevenson (1932), the House of Lords set out the neighbour principle.`,
    minCards: 3,
    mustAsk: ['contract', 'consideration', 'Donoghue v Stevenson|neighbour principle|House of Lords'],
    keyTerms: ['Donoghue v Stevenson', 'House of Lords', 'neighbour principle'],
    notHidden: ['Donoghue', 'Stevenson', 'Lords', 'parties', 'time'],
  },
  {
    id: 'how-to-harvard',
    notes: `How to cite a book in Harvard style

The steps of a Harvard reference:
1. Write the author's surname and initials
2. Add the year of publication in brackets
3. Write the title in italics
4. Add the place of publication and the publisher

The reference list is sorted alphabetically by the author's surname. An in-text citation gives the author's surname and the year.`,
    minCards: 2,
    mustAsk: ['reference list|in-text citation|year of publication'],
    keyTerms: ['reference list', 'in-text citation'],
    notHidden: ['list', 'year'],
  },
  {
    id: 'geography-rivers',
    notes: `The Nile is the longest river in Africa. The Amazon carries more water than any other river in the world. Mount Everest, at 8,849 metres, is the highest mountain above sea level. Erosion is the wearing away of rock and soil by water, wind or ice. A delta forms where a river deposits sediment as it enters the sea.`,
    minCards: 4,
    mustAsk: ['Nile', 'Mount Everest|Everest|8,849 metres', 'erosion'],
    keyTerms: ['Mount Everest|Everest', 'sea level', '8,849 metres|8,849'],
    notHidden: ['Mount', 'water', 'river'],
  },
  {
    id: 'economics-basics',
    notes: `Econ - unit 2 notes

Inflation is a general rise in prices over time. Opportunity cost is the value of the next best alternative given up. GDP stands for gross domestic product. The Bank of England sets the base rate of interest. When demand rises and supply stays the same, prices usually go up.`,
    minCards: 3,
    mustAsk: ['inflation', 'opportunity cost', 'Bank of England|gross domestic product'],
    keyTerms: ['Opportunity cost', 'gross domestic product', 'Bank of England', 'base rate'],
    notHidden: ['Bank', 'England', 'cost', 'prices'],
  },
  {
    id: 'computing-basics',
    notes: `An algorithm is a step-by-step set of instructions for solving a problem. Binary uses only the digits 0 and 1. RAM is volatile memory: it loses its contents when the power is switched off. In 1936, Alan Turing described a machine that could carry out any computation. A compiler translates source code into machine code.`,
    minCards: 4,
    mustAsk: ['algorithm', 'Alan Turing|Turing|1936', 'compiler|machine code'],
    keyTerms: ['Alan Turing|Turing', 'source code', 'machine code', 'volatile memory'],
    notHidden: ['Alan', 'code', 'set', 'power'],
  },
  {
    id: 'literature-macbeth',
    notes: `Macbeth was written by William Shakespeare around 1606. Lady Macbeth persuades her husband to kill King Duncan. A soliloquy is a speech in which a character speaks their thoughts alone on stage. Dramatic irony is when the audience knows something that a character does not.

Ms Okafor: use quotes in every paragraph!!`,
    minCards: 3,
    mustAsk: ['Shakespeare|1606', 'soliloquy', 'King Duncan|Duncan|Lady Macbeth'],
    keyTerms: ['William Shakespeare|Shakespeare', 'Lady Macbeth', 'King Duncan|Duncan', 'Dramatic irony'],
    notHidden: ['William', 'Lady', 'stage', 'speech'],
    noFact: ['Okafor', 'quotes'],
  },
  {
    id: 'maths-definitions',
    notes: `Maths definitions

- A prime number is a whole number greater than 1 with exactly two factors.
- The hypotenuse is the longest side of a right-angled triangle.
- An integer is a whole number that can be positive, negative or zero.
- The mean is the total of the values divided by how many values there are.
- Pi is the ratio of a circle's circumference to its diameter.`,
    minCards: 4,
    mustAsk: ['prime number', 'hypotenuse', 'integer', 'mean'],
    keyTerms: ['prime number', 'right-angled triangle', 'whole number'],
    notHidden: ['number', 'side', 'values'],
  },
  {
    id: 'psychology-learning',
    notes: `Psychology: learning and memory

Classical conditioning is learning by association. Ivan Pavlov showed classical conditioning in dogs in the 1890s. Working memory holds about four items at a time. Confirmation bias is the tendency to look for information that supports what we already believe.`,
    minCards: 3,
    mustAsk: ['classical conditioning', 'Pavlov', 'confirmation bias'],
    keyTerms: [
      'Ivan Pavlov|Pavlov',
      'Classical conditioning',
      'Working memory',
      'Confirmation bias',
      '1890s',
    ],
    notHidden: ['Ivan', 'memory', 'dogs', 'items'],
  },
  {
    id: 'no-facts-todo',
    notes: `To do this week:
- email Ms Patel about the essay
- revise ch. 4 + 5
- buy index cards
Remember to bring a calculator on Tuesday!`,
    minCards: 0,
    mustAsk: [],
    keyTerms: [],
  },
  {
    id: 'no-facts-remarks',
    notes: `Smith said this will be on the exam, e.g. in question 3. Need to ask him about it after class. I don't get this bit at all, go over it again at the weekend!! See slides 12-15.`,
    minCards: 0,
    mustAsk: [],
    keyTerms: [],
  },
  {
    id: 'history-ww1-timeline',
    notes: `WW1 - causes + key dates

- 28 June 1914: Archduke Franz Ferdinand was assassinated in Sarajevo
- The Battle of the Somme began on 1 July 1916.
- The war ended with the armistice on 11 November 1918.
- approx. 9 million soldiers died

Mr Hughes said the causes essay is due next week, check the mark scheme.`,
    minCards: 3,
    mustAsk: ['Franz Ferdinand|Sarajevo|28 June 1914', 'Somme|1 July 1916', '11 November 1918|armistice'],
    keyTerms: [
      '28 June 1914',
      '1 July 1916',
      '11 November 1918',
      'Archduke Franz Ferdinand|Franz Ferdinand',
      'Battle of the Somme|Somme',
      '9 million',
    ],
    notHidden: ['28', '1', '11', 'June', 'November', 'Franz', 'Battle'],
    noFact: ['Hughes', 'essay', 'mark scheme'],
  },
  {
    id: 'biology-dna-messy',
    notes: `DNA + genetics (lesson 5)
- DNA is a double helix found in the nucleus
- genes = sections of DNA that code for proteins
- Mitosis makes two identical cells; meiosis makes four gametes.
- Mr Jones: learn the diagram for the test!!`,
    minCards: 3,
    mustAsk: ['DNA|double helix', 'genes', 'mitosis|meiosis|gametes'],
    keyTerms: ['double helix', 'identical cells'],
    notHidden: ['helix', 'cells', 'sections'],
    noFact: ['Jones', 'diagram', 'test'],
  },
  {
    id: 'chemistry-messy',
    notes: `Chem revision!!

* atomic number = number of protons in the nucleus
* Ions are atoms that have gained or lost electrons.
* Noble gases are unreactive because they have a full outer shell.
* covalent bond - a shared pair of electrons
* ask about Q7 on the past paper`,
    minCards: 3,
    mustAsk: ['atomic number', 'ions', 'covalent bond|shared pair of electrons'],
    keyTerms: ['atomic number', 'Noble gases', 'outer shell', 'covalent bond'],
    notHidden: ['number', 'gases', 'shell', 'bond'],
    noFact: ['Q7', 'past paper'],
  },
  {
    id: 'geography-plates',
    notes: `Plate tectonics

The Earth's crust is broken into large pieces called tectonic plates. About 75% of the world's active volcanoes lie on the Pacific Ring of Fire. An earthquake's strength is measured on the moment magnitude scale. In 1912, Alfred Wegener proposed the theory of continental drift.`,
    minCards: 3,
    mustAsk: ['Ring of Fire|75%', 'Wegener|continental drift|1912'],
    keyTerms: [
      'Pacific Ring of Fire|Ring of Fire',
      'Alfred Wegener|Wegener',
      'continental drift',
      'tectonic plates',
      '75%',
    ],
    notHidden: ['Alfred', 'Fire', 'Ring', 'Pacific', 'drift'],
  },
  {
    id: 'history-magna-carta',
    notes: `The Magna Carta was a charter of rights agreed by King John of England at Runnymede in 1215. It limited the power of the king. Barons who had rebelled against the king forced him to seal it. Many later documents, such as the United States Constitution, drew on its ideas.

(this bit is important - look at it again before the mock)`,
    minCards: 2,
    mustAsk: ['Magna Carta|Runnymede|1215'],
    keyTerms: ['Magna Carta', 'King John', 'United States Constitution', 'Runnymede'],
    notHidden: ['Magna', 'Carta', 'John', 'United', 'States'],
    noFact: ['important', 'mock'],
  },
  {
    id: 'economics-messy-abbrev',
    notes: `Micro - markets
- PED = price elasticity of demand
- a monopoly is a market with only one seller
- w/ perfect competition, firms are price takers
- Adam Smith wrote The Wealth of Nations in 1776.
- prof. said read ch. 3 before next lecture`,
    minCards: 3,
    mustAsk: ['PED|price elasticity of demand', 'monopoly', 'Adam Smith|Wealth of Nations|1776'],
    keyTerms: [
      'price elasticity of demand',
      'Adam Smith',
      'The Wealth of Nations|Wealth of Nations',
      'perfect competition',
    ],
    notHidden: ['Adam', 'Wealth', 'Nations', 'demand', 'market'],
    noFact: ['lecture', 'prof.'],
  },
];
