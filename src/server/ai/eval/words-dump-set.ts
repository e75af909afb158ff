/**
 * Brain dumps (decision 157): everything on someone's mind, as they might type it. Each names the tasks a right
 * list holds (as words a task must hold, lower case), what it must leave out, the dates it keeps and how long
 * the list may be. Written apart from the rules that read them.
 */
export interface DumpItem {
  id: string;
  text: string;
  tasks: string[][];
  /** Words no task holds: feelings and worries are not tasks. */
  never?: string[];
  /** Dates a task must keep, as written. */
  dates?: string[];
}

export const DUMP_SET: readonly DumpItem[] = [
  {
    id: 'errands',
    text: "Ugh so much to do. I need to call the dentist, email the school about the trip and buy milk. Oh and don't forget to pay the rent by Friday! I'm so behind on everything.",
    tasks: [
      ['call', 'dentist'],
      ['email', 'school'],
      ['buy', 'milk'],
      ['pay', 'rent'],
    ],
    never: ['behind'],
    dates: ['friday'],
  },
  {
    id: 'duplicates',
    text: 'Call mum. Book the car in for its MOT. Call Mum about Sunday lunch. Book car MOT before the 14th of May.',
    tasks: [
      ['call', 'mum'],
      ['book', 'mot'],
    ],
    dates: ['14th of may'],
  },
  {
    id: 'lines',
    text: 'renew passport\n- book flights for August\n- text Sam about Saturday\nI should really tidy my room',
    tasks: [
      ['renew', 'passport'],
      ['book', 'flights'],
      ['text', 'sam'],
      ['tidy', 'room'],
    ],
    dates: ['saturday'],
  },
  {
    id: 'work-week',
    text: "I have to finish the report before Monday and reply to Jo's email. Also need to print the slides for the meeting on Thursday at 10am.",
    tasks: [
      ['finish', 'report'],
      ['reply', 'jo'],
      ['print', 'slides'],
    ],
    dates: ['monday', 'thursday'],
  },
  {
    id: 'feelings',
    text: "I feel like I'm drowning. Everything is a mess. I just need to wash the dishes and then sleep.",
    tasks: [['wash', 'dishes'], ['sleep']],
    never: ['drowning', 'mess'],
  },
  {
    id: 'house',
    text: 'hoover the stairs, water the plants, put a wash on and take the bins out tonight',
    tasks: [['hoover', 'stairs'], ['water', 'plants'], ['wash'], ['bins']],
    dates: ['tonight'],
  },
  {
    id: 'school-run',
    text: 'Remember to sign the trip form, pack PE kit for Tuesday and ask Mrs Jones about the reading book.',
    tasks: [
      ['sign', 'form'],
      ['pack', 'pe kit'],
      ['ask', 'mrs jones'],
    ],
    dates: ['tuesday'],
  },
  {
    id: 'doctor',
    text: 'Need to ring the GP surgery tomorrow morning to get my blood test results. Collect prescription.',
    tasks: [
      ['ring', 'gp'],
      ['collect', 'prescription'],
    ],
    dates: ['tomorrow morning'],
  },
  {
    id: 'money',
    text: 'cancel the gym membership. check if the council tax went out. I must move money into savings at the end of the month',
    tasks: [
      ['cancel', 'gym'],
      ['check', 'council tax'],
      ['move', 'money'],
    ],
    dates: ['end of the month'],
  },
  {
    id: 'one-thing',
    text: 'Honestly the only thing today is to send the invoice to Priya.',
    tasks: [['send', 'invoice']],
  },
  {
    id: 'landlord',
    text: "Email the landlord about the damp again. Take photos of the bedroom wall first. I'm worried it is getting worse.",
    tasks: [
      ['email', 'landlord'],
      ['take', 'photos'],
    ],
    never: ['worried'],
  },
  {
    id: 'party',
    text: "Sophie's birthday is next week so I need to buy a present, write a card and book a table for Saturday night.",
    tasks: [
      ['buy', 'present'],
      ['write', 'card'],
      ['book', 'table'],
    ],
    dates: ['saturday night'],
  },
];
