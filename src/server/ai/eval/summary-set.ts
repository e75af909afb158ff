/**
 * "Shorter and simpler" (decision 170): long texts people are sent or must read, each with what a summary of it
 * must keep (each a list of words that must all be in it: the point, what to do, by when) and what it must leave
 * out (padding a summary never needs). Written by hand; the built-in engine and any model are judged by the same.
 */
export interface SummaryItem {
  id: string;
  area: 'home' | 'school' | 'health' | 'work' | 'money' | 'reading';
  text: string;
  keep: string[][];
  never?: string[];
}

export const SUMMARY_SET: readonly SummaryItem[] = [
  {
    id: 'home-rent-rise',
    area: 'home',
    text: `Dear tenant,
We are writing about the rent for your flat. From 1 May the rent for the flat goes up to 950 pounds a month. The car park behind the building will be repainted in the spring. To keep the flat at the new rent, please sign the new lease and send the lease back by 15 April. If the signed lease has not come back by then, please call the office about the flat. We hope you are keeping well.
Kind regards,
Harbour Lettings`,
    keep: [['lease', '15 april']],
    never: ['car park', 'keeping well'],
  },
  {
    id: 'home-boiler-visit',
    area: 'home',
    text: `Hello,
The gas safety check for your boiler is due this month. Our engineer will visit on Tuesday 9 March between 8am and 12pm to check the boiler. The boiler check takes about thirty minutes. Please make sure someone is at home to let the engineer in for the boiler check. If Tuesday does not suit you, reply to this message and we will find another day for the check. Our offices are closed on bank holidays.
Thank you,
Property Services`,
    keep: [['engineer', 'tuesday']],
    never: ['bank holidays'],
  },
  {
    id: 'home-bins',
    area: 'home',
    text: `Changes to your bin collections.
From next month, recycling bins will be collected every two weeks instead of every week. Your new recycling day is Thursday. Food waste bins will still be collected every week on Thursday. Please put your recycling bins out by 7am on the collection day. Bins left out after 7am may be missed. The council thanks everyone who recycles.
Waste Services Team`,
    keep: [['recycling', 'two weeks'], ['thursday']],
    never: ['thanks everyone'],
  },
  {
    id: 'school-trip',
    area: 'school',
    text: `Dear parents and carers,
Year 5 are going on a school trip to the Science Museum on Friday 14 June. The trip will cost 12 pounds per child for the coach. Please return the signed consent form for the trip and the payment by Friday 7 June. Children will need a packed lunch and a waterproof coat for the trip. The coach will leave school at 8:45am, so please arrive by 8:30am on the day of the trip. We are very excited about this trip and hope the weather is kind to us.
Best wishes,
Mrs Okafor`,
    keep: [
      ['trip', 'science museum'],
      ['consent form', '7 june'],
    ],
    never: ['weather is kind'],
  },
  {
    id: 'school-parents-evening',
    area: 'school',
    text: `Dear parents,
Parents' evening for Year 9 will take place on Wednesday 20 November from 4pm to 7pm. Each appointment with a teacher lasts five minutes. You can book appointments with your child's teachers on the school website from Monday. Appointments are given first come, first served, so please book the appointments early. The school hall will be used for the evening, with the entrance by the sports field. Tea and coffee will be served by the student council.
Yours sincerely,
Mr Hughes, Head of Year 9`,
    keep: [
      ['parents', 'wednesday'],
      ['book', 'appointments'],
    ],
    never: ['tea and coffee'],
  },
  {
    id: 'school-assignment',
    area: 'school',
    text: `Assignment 2: The essay brief.
Write an essay of 1,500 words on the causes of the First World War. The essay must use at least four sources, and each source must be listed at the end of the essay. Submit the essay through the course website by 5pm on 3 December. Late essays lose five marks for each day they are late unless you have an extension. If you need an extension for the essay, email your tutor before the deadline. The library has extended opening hours during essay season.`,
    keep: [['essay', '1,500'], ['3 december']],
    never: ['opening hours'],
  },
  {
    id: 'health-appointment',
    area: 'health',
    text: `Dear Mr Jones,
You have an appointment with Dr Singh at the Riverside Clinic on Monday 4 March at 10:20am. Please arrive ten minutes before your appointment to check in at reception. Bring a list of any medicines you take to the appointment. If you cannot come to the appointment, please call us on 01632 960 123 at least 24 hours before, so that someone else can have it. The clinic has a small car park, which is often full in the morning.
Riverside Clinic`,
    keep: [['appointment', '4 march']],
    never: ['car park'],
  },
  {
    id: 'health-blood-test',
    area: 'health',
    text: `Your blood test results are back.
Your doctor has looked at the results of your blood test. Most of your results are normal. Your iron level is a little low, so the doctor would like you to take iron tablets for three months. A prescription for the iron tablets is ready to collect from the pharmacy. Please book another blood test in three months to check your iron level again. The surgery is now open on Saturday mornings.`,
    keep: [['iron'], ['blood test', 'three months']],
    never: ['saturday'],
  },
  {
    id: 'health-prescription',
    area: 'health',
    text: `About your repeat prescription.
Your repeat prescription for your inhaler is due for review. Before we can issue the next prescription, the nurse needs to review how your inhaler is working for you. Please book a review with the practice nurse within the next four weeks. You can book the review by phone or on the app. Until the review, we will issue one more month of your prescription. Thank you for your patience while we update our phone system.`,
    keep: [['review', 'nurse']],
    never: ['phone system'],
  },
  {
    id: 'work-new-rota',
    area: 'work',
    text: `Hi team,
The new rota for December is now on the staff noticeboard. Please check your shifts on the new rota by Friday. If you need to swap a shift on the rota, ask a colleague first and then tell Priya about the swap. All shift swaps must be agreed before 1 December. The staff kitchen will be cleaned on Monday, so please take your things home. Thanks for all your hard work this year.
Sam`,
    keep: [['rota'], ['swap']],
    never: ['kitchen', 'hard work'],
  },
  {
    id: 'work-training',
    area: 'work',
    text: `Subject: Fire safety training
Every member of staff must complete the online fire safety training by 31 January. The fire safety training takes about 40 minutes and can be done on any computer. You will find the training in the learning portal under "Required courses". When you finish the training, your manager will see it on their report. Staff who have not done the training by the deadline will be asked to do it in person. The learning portal also has optional courses on many topics.`,
    keep: [['fire safety', 'training'], ['31 january']],
    never: ['optional courses'],
  },
  {
    id: 'work-meeting-moved',
    area: 'work',
    text: `Hello everyone,
The quarterly planning meeting has moved from Tuesday to Thursday 18 April at 2pm. The meeting will be in Room 4 instead of the main hall. Please bring your team's plan for the next quarter to the meeting. If you cannot come to the meeting on Thursday, send your plan to Dana by Wednesday. The main hall is being painted this week. Lunch will not be provided.
Regards,
Office Manager`,
    keep: [['meeting', 'thursday'], ['plan']],
    never: ['painted', 'lunch'],
  },
  {
    id: 'money-bank-card',
    area: 'money',
    text: `Your new bank card is on its way.
Your current debit card expires at the end of this month, so we have sent you a new card. The new card should arrive within seven working days. When the new card arrives, sign the back of the card and start using it straight away. Your PIN stays the same for the new card. Please cut up your old card once the new card works. Remember that we will never ask for your PIN by phone or email.`,
    keep: [['new card']],
    never: [],
  },
  {
    id: 'money-council-tax',
    area: 'money',
    text: `Council tax bill for this year.
Your council tax for this year is 1,680 pounds. You can pay the council tax in ten monthly payments of 168 pounds, starting on 1 April. The easiest way to pay council tax is by direct debit, which you can set up on our website. If you live alone, you may get a 25% discount on your council tax, and you can apply for the discount online. The council publishes a yearly report on how the money is spent.`,
    keep: [['council tax', '1,680'], ['discount']],
    never: ['yearly report'],
  },
  {
    id: 'money-overdue',
    area: 'money',
    text: `Reminder: your phone bill is overdue.
We have not yet received payment for your phone bill of 42 pounds, which was due on 3 October. Please pay the bill by 17 October to avoid a late payment charge of 5 pounds on the bill. You can pay the bill in the app, online or by calling us. If you are finding it hard to pay the bill, please talk to us, as we can help you set up a payment plan. If you have already paid the bill, please ignore this message. We have new phones in our shops this autumn.`,
    keep: [['42 pounds'], ['17 october']],
    never: ['new phones'],
  },
  {
    id: 'reading-sleep',
    area: 'reading',
    text: `Sleep matters more than most people think. Adults need between seven and nine hours of sleep each night to stay healthy. Without enough sleep, people find it harder to concentrate, remember things and control their mood. A regular sleep routine helps: going to bed and getting up at the same time each day trains the body's clock. Screens before bed can make sleep harder, because their light tells the brain it is still day. Some people like to read a paper book instead. A cool, dark, quiet bedroom also helps sleep.`,
    keep: [['sleep', 'seven', 'nine']],
    never: ['paper book'],
  },
  {
    id: 'reading-bees',
    area: 'reading',
    text: `Bees are important for the food we eat. About a third of the food people eat depends on bees and other insects that carry pollen from flower to flower. In recent years, the number of bees has fallen in many countries. Scientists think the loss of wild flowers, some pesticides and disease are the main reasons bees are in trouble. People can help bees by planting flowers that bees like and by not using pesticides in gardens. Honey from local bees is sold at many markets.`,
    keep: [['bees', 'food']],
    never: ['honey', 'markets'],
  },
  {
    id: 'reading-library-card',
    area: 'reading',
    text: `How to join the library.
Anyone who lives, works or studies in the city can join the library for free. To join the library, bring a photo ID and a letter with your address to any library. Your library card lets you borrow up to 15 books at a time for three weeks. With the library card you can also use the computers and borrow e-books from the library's app. The library's café serves soup on weekdays.`,
    keep: [['join', 'library', 'free']],
    never: ['soup'],
  },
  {
    id: 'reading-recipe-intro',
    area: 'reading',
    text: `This vegetable soup is cheap, quick and good for you. The soup takes about thirty minutes to make and uses vegetables you may already have. Start by softening an onion in a little oil, then add chopped carrots, potatoes and any other vegetables for the soup. Cover the vegetables with stock and simmer the soup for twenty minutes until the vegetables are soft. Blend the soup if you like it smooth. My grandmother always made this soup on Sundays.`,
    keep: [['soup', 'thirty minutes']],
    never: ['grandmother'],
  },
  {
    id: 'work-job-offer',
    area: 'work',
    text: `Dear Alex,
We are pleased to offer you the job of Library Assistant at Northside Library. The job is 25 hours a week, and the pay for the job is 12 pounds an hour. Your first day in the job would be Monday 3 February. Please tell us whether you accept the job offer by replying to this email by 20 January. Before your first day, you will need to send us a copy of your passport. Everyone at Northside was impressed by your interview.
Best wishes,
Jo Carter, Library Manager`,
    keep: [['offer', 'job'], ['20 january']],
    never: ['impressed'],
  },
];
