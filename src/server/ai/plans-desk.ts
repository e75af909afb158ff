// Plans for desk work: messages, writing, calls, study and money (the shape: plan-shape.ts).
import type { Plan } from './plan-shape';
import { step } from './plan-shape';

export const message: Plan = {
  kind: 'message',
  words: ['email', 'e-mail', 'emails', 'reply', 'respond', 'message', 'messages', 'text', 'inbox', 'dm'],
  verbs: ['reply', 'answer', 'respond', 'email', 'e-mail', 'text', 'message'],
  strongVerbs: [
    'reply',
    'answer',
    'respond',
    'email',
    'e-mail',
    'text',
    'message',
    'dm',
    'ask',
    'tell',
    'remind',
  ],
  big: [
    step('Note what the message must say or ask[ for {thing}]: what happened, and what you need', 5),
    step('Write a short message: the point, the next step, a thank you', 10),
    step('Read it once, send it and note any reply you are waiting for', 3),
  ],
  medium: [
    step('Note what the message must say or ask[ for {thing}]: what happened, and what you need', 3),
    step('Write three short sentences: the point, the next step, a thank you', 5),
    step('Done check: read it once and press send', 2),
  ],
  tiny: [
    step('Open your e-mail or messages', 1),
    step('Find the thread or the address[ for {thing}]', 2),
    step('Write the first sentence', 3),
    step('Add one sentence with the next step', 3),
  ],
  done: step('Done check: read it once and press send', 2),
  description:
    'Note the one thing it must say, write a short message (the point, the next step, thanks) and send it.',
  minutes: [5, 20],
};

export const writing: Plan = {
  kind: 'writing',
  words: [
    'write',
    'draft',
    'essay',
    'report',
    'letter',
    'blog',
    'article',
    'cv',
    'resume',
    'thesis',
    'post',
    'proposal',
    'notes',
    'summary',
    'story',
    'speech',
    'presentation',
    'slides',
    'dissertation',
  ],
  verbs: ['write', 'draft', 'finish', 'edit', 'start', 'prepare', 'update', 'redo'],
  big: [
    step('Gather your notes and outline[ {thing}] in a few bullet points', 15),
    step('Write the whole first draft in one timed block, no fixing yet', 45),
    step('Read it through, fix what trips you up, then send or save it', 20),
  ],
  medium: [
    step('Open a blank page and jot three bullet points[ for {thing}]', 5),
    step('Set a {minutes}-minute timer and write a rough version, no fixing yet', 10),
    step('Done check: read it out loud once and fix only what trips you up', 10),
  ],
  tiny: [
    step('Open a blank page and give it a name', 2),
    step('Write three rough bullet points of what it must say', 5),
    step('Turn the first bullet into two plain sentences', 5),
    step('Write the next bullet the same way, without fixing anything', 5),
  ],
  done: step('Done check: read it out loud once and fix only what trips you up', 5),
  description:
    'Get a rough version[ of {thing}] down first, then improve it. Short timed blocks; no fixing while drafting.',
  minutes: [30, 240],
  note: 'often in two or more sittings',
};

export const call: Plan = {
  kind: 'call',
  words: ['call', 'phone', 'ring', 'contact', 'voicemail'],
  who: ['mum', 'mom', 'dad', 'gran', 'grandad', 'grandma', 'friend', 'sister', 'brother', 'aunt', 'uncle'],
  verbs: ['call', 'phone', 'ring', 'contact', 'facetime'],
  strongVerbs: ['call', 'phone', 'ring', 'facetime'],
  big: [
    step('Find the number[ for {thing}] and a quiet time to call', 5),
    step('Write down what you want to say or ask, in two or three lines', 5),
    step('Make the call, and note any date, name or next step it gives', 15),
  ],
  medium: [
    step('Find the number[ for {thing}]', 3),
    step('Write down what you want to say or ask in two lines', 3),
    step('Done check: the call is made, or a time to call is in your calendar', 10),
  ],
  tiny: [
    step('Find the number[ for {thing}]', 2),
    step('Write down the one thing you want to say or ask', 2),
    step('Sit somewhere quiet with your note', 1),
    step('Read your first sentence once, out loud', 1),
  ],
  done: step('Done check: the call is made, or a time to call is in your calendar', 10),
  description:
    'Find the number[ for {thing}], write down what to say or ask, make the call and note what comes of it.',
  minutes: [10, 30],
};

export const booking: Plan = {
  kind: 'booking',
  words: [
    'appointment',
    'booking',
    'reservation',
    'hairdresser',
    'haircut',
    'barber',
    'table',
    'slot',
    'class',
  ],
  verbs: ['book', 'schedule', 'arrange', 'reserve', 'rebook', 'reschedule'],
  big: [
    step('Find the booking page or number[ for {thing}]', 5),
    step('Check your calendar and pick two times that suit you', 5),
    step('Book it, then put the date and place in your calendar with a reminder', 10),
  ],
  medium: [
    step('Find the booking page or number[ for {thing}]', 5),
    step('Pick two times that suit you from your calendar', 3),
    step('Done check: the booking is made and in your calendar', 5),
  ],
  tiny: [
    step('Find the booking page or number[ for {thing}]', 3),
    step('Open your calendar beside it', 1),
    step('Pick two times that suit you', 2),
    step('Choose the first free one and press book', 3),
  ],
  done: step('Done check: the booking is made and in your calendar', 5),
  description:
    'Find the booking page[ for {thing}], pick a time that suits you, book it and put it in your calendar.',
  minutes: [10, 30],
};

export const study: Plan = {
  kind: 'study',
  words: [
    'study',
    'learn',
    'read',
    'revise',
    'revision',
    'homework',
    'exam',
    'exams',
    'course',
    'practice',
    'practise',
    'research',
    'chapter',
    'lecture',
    'assignment',
    'test',
    'quiz',
    'module',
  ],
  verbs: ['study', 'learn', 'read', 'revise', 'research', 'practise', 'practice', 'review', 'finish', 'do'],
  big: [
    step('Skim[ {thing}] and mark the parts that matter most', 15),
    step('Work through the main part in one focused block with a short break', 45),
    step('Test yourself: write down what you remember, then check', 15),
  ],
  medium: [
    step('Open the material[ for {thing}] and read only the headings', 5),
    step('Set a {minutes}-minute timer and work on the first part only', 10),
    step('Done check: explain one idea from it out loud in one sentence', 3),
  ],
  tiny: [
    step('Put the material[ for {thing}] on the desk and open it', 2),
    step('Read only the headings or the first page', 3),
    step('Write down one question you want answered', 2),
    step('Read until you can answer it, then write the answer in your words', 10),
  ],
  done: step('Done check: explain one idea from it out loud in one sentence', 3),
  description:
    'Work through[ {thing}] in short focused blocks. Start with the headings, ask one question, test yourself at the end.',
  minutes: [20, 120],
  note: 'in blocks of about 25 minutes',
};

export const money: Plan = {
  kind: 'money',
  words: [
    'pay',
    'bill',
    'bills',
    'budget',
    'invoice',
    'bank',
    'rent',
    'money',
    'refund',
    'insurance',
    'council',
    'subscription',
  ],
  verbs: ['pay', 'cancel', 'top', 'budget', 'check'],
  big: [
    step('Open your bank app or the account[ for {thing}] and check the amount and the date', 10),
    step('Make the payment, transfer or change in one sitting, checking the details twice', 20),
    step('Save the confirmation and put any next date in your calendar', 5),
  ],
  medium: [
    step('Open your bank app or the account[ for {thing}] and note the amount and the date', 5),
    step('Set a {minutes}-minute timer and make the payment, transfer or change', 10),
    step('Done check: the confirmation is saved where you can find it', 2),
  ],
  tiny: [
    step('Open your bank app or the account page', 2),
    step('Find the payment, account or letter it is about', 3),
    step('Write down the amount and the date', 2),
    step('Do the first step and keep the confirmation', 5),
  ],
  done: step('Done check: the confirmation is saved where you can find it', 2),
  description:
    'Find the papers[ for {thing}], do it in one sitting, and keep the confirmation where you will find it.',
  minutes: [10, 45],
};
