// Specific kinds of task at a desk: money, accounts, work and study (plan-shape.ts). They come
// before the broad kinds, so a tie between a specific kind and a broad one goes to the specific one.
import type { Plan } from './plan-shape';
import { step } from './plan-shape';

/** Changing an address, name, phone number or e-mail held by a bank, employer or company. */
const accountDetails: Plan = {
  kind: 'account-details',
  words: ['surname'],
  phrases: [
    'change name',
    'bank details',
    'new bank details',
    'personal details',
    'my details',
    'change of address',
    'new address',
    'change my address',
    'update my address',
    'change address',
    'update address',
    'change my name',
    'name change',
    'update my details',
    'change my details',
    'phone number with',
    'email address with',
    'married name',
  ],
  verbs: ['update', 'notify', 'inform'],
  who: ['bank', 'employer', 'dvla', 'hmrc', 'gp', 'council', 'insurer', 'provider', 'company'],
  big: [
    step('Log in to the account online or in the app, or find the number to call', 10),
    step('Find the profile or personal details setting and enter the new details', 15),
    step('Upload any proof it asks for, save, and check the confirmation shows the new details', 10),
  ],
  medium: [
    step('Open the app or website and log in, or find the customer number to call', 5),
    step('Go to profile or personal details and type in the new address or details', 10),
    step('Done check: the account shows the new details and you saved the confirmation', 2),
  ],
  tiny: [
    step('Write the new details on one line, exactly as they should appear', 2),
    step('Open the app or website and log in', 3),
    step('Find the profile or personal details page', 2),
    step('Type in the first new detail and save it', 3),
  ],
  done: step('Done check: the account shows the new details and you saved the confirmation', 2),
  description:
    'Log in, find the personal details page, enter the new details and any proof, then check the change shows.',
  minutes: [10, 40],
};

/** Setting up, changing or stopping a direct debit or standing order. */
const directDebit: Plan = {
  kind: 'direct-debit',
  words: ['dd', 'mandate'],
  phrases: [
    'set up dd',
    'set up a dd',
    'set up direct debit',
    'set up a direct debit',
    'set up standing order',
    'set up a standing order',
    'direct debit',
    'direct debits',
    'standing order',
    'standing orders',
    'recurring payment',
    'autopay',
    'auto pay',
    'set up autopay',
    'set up auto pay',
  ],
  verbs: ['set', 'update'],
  big: [
    step('Find your account number and sort code, and the bill or customer reference', 5),
    step('Set it up, change or cancel it in your bank app, on the supplier’s website or by phone', 15),
    step('Check the payment date and amount, and save the confirmation', 5),
  ],
  medium: [
    step('Find the bill or letter with your customer reference, and your bank card', 5),
    step('Open your bank app or the supplier’s website and find the direct debit page', 10),
    step('Done check: the confirmation is saved and the next payment date is in your calendar', 2),
  ],
  tiny: [
    step('Find the letter or bill with your customer reference', 3),
    step('Get your account number and sort code from your bank app or card', 2),
    step('Open the supplier’s website or app and log in', 3),
    step('Find the page for payments or direct debit', 2),
  ],
  done: step('Done check: the confirmation is saved and the next payment date is in your calendar', 2),
  description:
    'Have your account number, sort code and reference ready, set it up online or by phone, then check the first date.',
  minutes: [10, 30],
};

/** Switching energy, broadband or phone supplier for a better deal. */
const switchSupplier: Plan = {
  kind: 'switch-supplier',
  words: ['supplier', 'suppliers', 'provider', 'providers', 'tariff', 'tariffs'],
  phrases: [
    'energy supplier',
    'energy deal',
    'broadband deal',
    'broadband provider',
    'phone contract',
    'mobile contract',
    'phone deal',
    'mobile deal',
    'sim only',
    'gas and electric',
    'gas and electricity',
    'better deal',
    'cheaper deal',
    'energy provider',
    'energy tariff',
    'switch energy',
    'broadband contract',
    'switch broadband',
    'new broadband',
    'broadband supplier',
  ],
  verbs: ['compare', 'get', 'find'],
  big: [
    step('Find your current bill: the tariff, the monthly cost, your usage and any exit fee', 10),
    step('Compare deals on a comparison website with your usage and pick the best one', 30),
    step('Switch online with the new supplier, then note the switch date and confirmation', 20),
  ],
  medium: [
    step('Find your latest bill or account page and write down your tariff and usage', 5),
    step('Set a {minutes}-minute timer and compare three deals on a comparison website', 10),
    step('Done check: you have chosen one deal, or the switch is confirmed', 2),
  ],
  tiny: [
    step('Find your latest bill or log in to your current account', 3),
    step('Write down your tariff, monthly cost and usage', 3),
    step('Check the contract end date and any exit fee', 3),
    step('Open a comparison website and enter your postcode', 3),
  ],
  done: step('Done check: you have chosen one deal, or the switch is confirmed', 2),
  description:
    'Note your tariff and usage from the bill, compare deals, switch online and keep the confirmation.',
  minutes: [30, 90],
};

/** Cancelling a subscription, membership or free trial. */
const cancelSubscription: Plan = {
  kind: 'cancel-subscription',
  words: [
    'subscription',
    'subscriptions',
    'membership',
    'memberships',
    'trial',
    'netflix',
    'spotify',
    'disney',
    'prime',
    'magazine',
  ],
  phrases: [
    'cancel the gym',
    'cancel gym',
    'cancel my gym',
    'leave the gym',
    'quit the gym',
    'free trial',
    'gym membership',
    'streaming service',
    'streaming services',
    'cancel my subscription',
    'cancel the subscription',
  ],
  verbs: ['cancel', 'unsubscribe'],
  big: [
    step('List the subscriptions or memberships from your bank statement and pick the ones to end', 10),
    step('Log in to each account or app and cancel, or call, e-mail or send the notice it asks for', 20),
    step('Save each confirmation and check the bank shows no payment after the last one', 5),
  ],
  medium: [
    step('Open your bank app and list the monthly payments you want to stop', 5),
    step('Log in to the first account or app and find cancel in settings or membership', 10),
    step('Done check: a cancel confirmation is saved and the last payment date is noted', 2),
  ],
  tiny: [
    step('Open your bank app and find the monthly payment', 3),
    step('Find your login for the account, app or website', 3),
    step('Find the page that says cancel, membership or subscription', 3),
    step('Check the notice period and the last payment date', 2),
  ],
  done: step('Done check: a cancel confirmation is saved and the last payment date is noted', 2),
  description:
    'Find the payment on your bank statement, cancel in the account or by e-mail, and save the confirmation.',
  minutes: [10, 45],
};

/** Getting quotes for insurance, renewing it or switching insurer. */
const insurance: Plan = {
  kind: 'insurance-quote',
  words: ['insurance', 'insurer', 'policy', 'premium'],
  phrases: [
    'car insurance',
    'home insurance',
    'contents insurance',
    'travel insurance',
    'pet insurance',
    'life insurance',
    'van insurance',
    'bike insurance',
    'phone insurance',
    'renewal quote',
    'insurance quote',
    'insurance quotes',
    'renew insurance',
    'renew the insurance',
  ],
  verbs: ['get', 'compare', 'find', 'sort', 'check'],
  big: [
    step('Find your current policy or renewal letter and the details it asks for', 10),
    step('Get three quotes on comparison websites or from the insurer, with the same cover', 30),
    step('Choose one, buy or renew it, and save the policy documents and certificate', 15),
  ],
  medium: [
    step('Find your renewal letter or current policy and note the price and cover', 5),
    step('Set a {minutes}-minute timer and compare quotes on one comparison website', 10),
    step('Done check: you have chosen a quote, or the new policy documents are saved', 2),
  ],
  tiny: [
    step('Find your renewal letter or the details of the trip, car or home to cover', 3),
    step('Write down the cover you need and your current price', 2),
    step('Open one comparison website', 2),
    step('Fill in the first page of the quote form', 5),
  ],
  done: step('Done check: you have chosen a quote, or the new policy documents are saved', 2),
  description:
    'Have your current policy or trip details to hand, compare quotes for the same cover, buy one and keep the policy.',
  minutes: [30, 90],
};

/** Paying vehicle tax. */
const carTax: Plan = {
  kind: 'car-tax',
  words: ['v5c', 'logbook', 'dvla'],
  phrases: [
    'car tax',
    'road tax',
    'vehicle tax',
    'tax the car',
    'tax my car',
    'tax the van',
    'tax disc',
    'log book',
  ],
  verbs: ['tax', 'sort', 'do'],
  big: [
    step('Find the V5C log book or the reminder letter with its reference number', 5),
    step('Check the MOT and insurance are valid, then renew on the official DVLA website', 15),
    step('Pay by card or direct debit and save the confirmation e-mail', 5),
  ],
  medium: [
    step('Find the V5C log book or reminder letter and its reference number', 5),
    step('Open the official vehicle tax page, enter the reference and pay', 10),
    step('Done check: the confirmation is saved and next year’s date is in your calendar', 2),
  ],
  tiny: [
    step('Find the V5C log book or the reminder letter', 3),
    step('Check the car’s MOT and insurance are up to date', 2),
    step('Open the official vehicle tax page online', 2),
    step('Type in the reference number from the letter', 2),
  ],
  done: step('Done check: the confirmation is saved and next year’s date is in your calendar', 2),
  description:
    'Find the V5C or reminder reference, check MOT and insurance, renew online and save the confirmation.',
  minutes: [10, 30],
};

/** Reading a gas, electricity or water meter and sending the numbers. */
const meterReading: Plan = {
  kind: 'meter-reading',
  words: ['meter', 'meters'],
  phrases: ['meter reading', 'meter readings', 'gas meter', 'electric meter', 'water meter', 'smart meter'],
  verbs: ['do', 'check'],
  big: [
    step('Find the meter with a torch and take a clear photo of the numbers', 5),
    step('Write down the reading, left to right, without the red numbers', 3),
    step('Enter it in the supplier’s app or website and save the confirmation', 5),
  ],
  medium: [
    step('Go to the meter with your phone and a torch', 3),
    step('Take a photo of the numbers and write the reading down', 2),
    step('Done check: the reading is sent in the app or online and the date is noted', 5),
  ],
  tiny: [
    step('Find your phone and a torch', 1),
    step('Go to the meter and take a photo of the numbers', 3),
    step('Open the supplier’s app or website and log in', 2),
    step('Type in the reading from the photo and submit it', 3),
  ],
  done: step('Done check: the reading is sent in the app or online and the date is noted', 2),
  description:
    'Photograph the meter, note the reading, enter it in the supplier’s app or website and keep the proof.',
  minutes: [5, 15],
};

/** Applying for or renewing a permit or licence. */
const permit: Plan = {
  kind: 'permit-licence',
  words: ['permit', 'permits', 'licence', 'license', 'licences', 'licenses'],
  phrases: [
    'parking permit',
    'resident permit',
    'residents permit',
    'tv licence',
    'driving licence',
    'provisional licence',
    'fishing licence',
    'blue badge',
  ],
  verbs: ['apply', 'renew', 'get', 'sort'],
  big: [
    step('Find the official council or government page[ for {thing}] and what it asks for', 10),
    step('Gather the proof it needs: address, photo, licence or V5C details', 15),
    step('Apply online, pay the fee and save the reference number', 20),
  ],
  medium: [
    step('Open the official application page[ for {thing}] and read what it needs', 5),
    step('Set a {minutes}-minute timer and gather the proof of address and other details', 10),
    step('Done check: the application is sent and the reference is saved', 2),
  ],
  tiny: [
    step('Open the official council or government website', 2),
    step('Read the list of what the application needs', 3),
    step('Find one proof of address it asks for, such as a recent official letter', 3),
    step('Put the fee and the deadline in a note', 2),
  ],
  done: step('Done check: the application is sent and the reference is saved', 2),
  description:
    'Find the official application, gather the proof it asks for, apply and pay online, and keep the reference.',
  minutes: [20, 60],
};

/** Renewing or applying for a passport or ID card. */
const passport: Plan = {
  kind: 'passport-id',
  words: ['passport', 'passports'],
  phrases: ['id card', 'identity card', 'passport photo', 'passport renewal'],
  verbs: ['renew', 'apply', 'get', 'sort'],
  big: [
    step('Find your current passport and check the official gov website for what you need', 10),
    step('Get a digital photo and fill in the online application', 40),
    step('Pay the fee, send the old passport if asked, and save the reference to track it', 15),
  ],
  medium: [
    step('Find your current passport and open the official application page', 5),
    step('Set a {minutes}-minute timer and take or get the photo and fill in the details', 15),
    step('Done check: the application is sent and the reference is saved', 2),
  ],
  tiny: [
    step('Find your current passport', 3),
    step('Open the official gov application page', 2),
    step('Check the photo rules and find a plain wall', 3),
    step('Take the photo in good light', 5),
  ],
  done: step('Done check: the application is sent and the reference is saved', 2),
  description:
    'Find your passport, get the photo, apply online, pay the fee and keep the reference to track it.',
  minutes: [30, 120],
  note: 'plus weeks of waiting for it to arrive',
};

/** A long official form for a benefit, grant or claim. */
const benefitForm: Plan = {
  kind: 'official-form',
  words: ['benefit', 'benefits', 'pip', 'esa', 'grant', 'bursary', 'allowance', 'form', 'forms'],
  phrases: [
    'fill in',
    'fill out',
    'housing benefit',
    'universal credit',
    'child benefit',
    'council tax reduction',
    'student finance',
    'carers allowance',
    'benefit form',
    'claim form',
    'application form',
  ],
  verbs: ['fill', 'complete', 'do', 'finish', 'start'],
  big: [
    step('Read the whole form once and mark each section and the documents it needs', 20),
    step('Gather the proof: ID, payslips, bank statements, tenancy and letters', 30),
    step('Fill in one section per sitting, check the answers, sign and submit it', 90),
  ],
  medium: [
    step('Open the form and list the sections and documents it asks for', 10),
    step('Set a {minutes}-minute timer and answer the questions in the first section', 15),
    step('Done check: note the section you reached and the documents still missing', 2),
  ],
  tiny: [
    step('Open the form or the envelope it came in', 2),
    step('Write your name and reference number on the first page', 3),
    step('Put one proof it asks for next to it, such as a payslip', 3),
    step('Answer the first question in the first box', 5),
  ],
  done: step('Done check: note the section you reached and the documents still missing', 2),
  description:
    'Read the form once, gather the proof it needs, fill in one section at a time, then check, sign and submit it.',
  minutes: [60, 180],
  note: 'often over two or three sittings',
};

/** Registering to vote or changing how you vote. */
const vote: Plan = {
  kind: 'voter-registration',
  words: ['vote', 'voting', 'voter', 'electoral', 'ballot'],
  phrases: [
    'register for',
    'register to vote',
    'electoral roll',
    'electoral register',
    'postal vote',
    'polling card',
    'voter id',
  ],
  verbs: ['check', 'update'],
  big: [
    step('Find your national insurance number and your address details', 5),
    step('Open the official register to vote page on the gov website and fill in the form', 10),
    step('Submit it and save the confirmation e-mail', 2),
  ],
  medium: [
    step('Find your national insurance number on a payslip or letter', 3),
    step('Fill in the official register to vote form online', 10),
    step('Done check: the form is submitted and the confirmation is saved', 2),
  ],
  tiny: [
    step('Find your national insurance number', 3),
    step('Open the official register to vote page online', 2),
    step('Type in your name, date of birth and address', 3),
    step('Type in your national insurance number', 2),
  ],
  done: step('Done check: the form is submitted and the confirmation is saved', 2),
  description:
    'Have your national insurance number and address ready, fill in the official form online and submit it.',
  minutes: [5, 20],
};

/** Finding an official number: national insurance, tax reference, NHS number. */
const officialNumber: Plan = {
  kind: 'official-number',
  words: ['utr', 'nino', 'p60', 'p45', 'payslip', 'payslips'],
  phrases: [
    'national insurance number',
    'ni number',
    'national insurance',
    'tax reference',
    'tax code',
    'nhs number',
    'unique taxpayer reference',
    'passport number',
    'driving licence number',
    'policy number',
    'customer number',
    'account number',
    'reference number',
    'social security number',
  ],
  verbs: ['find', 'get', 'look', 'check'],
  big: [
    step('Look on a payslip, P60, letter or card where the number is printed', 10),
    step('If it is not there, log in to the official gov account or app to find it', 10),
    step('Save it in your password manager or a safe note so you never search again', 3),
  ],
  medium: [
    step('Check a payslip, P60 or official letter for the number', 5),
    step('If it is not there, log in to the official online account or app', 10),
    step('Done check: the number is saved somewhere safe you can find again', 2),
  ],
  tiny: [
    step('Find your latest payslip or P60', 3),
    step('Look for the number near your name at the top', 2),
    step('If it is missing, open the official app or account online', 3),
    step('Copy the number into a safe note or password manager', 2),
  ],
  done: step('Done check: the number is saved somewhere safe you can find again', 2),
  description:
    'Check payslips, letters or the official online account for the number, then save it somewhere safe.',
  minutes: [5, 30],
};

/** Making a budget for a month, a trip or the household. */
const budget: Plan = {
  kind: 'budget',
  words: ['budget', 'budgets', 'finances', 'spending', 'savings', 'outgoings'],
  phrases: ['monthly budget', 'household budget', 'money plan', 'track spending', 'go through my finances'],
  verbs: ['make', 'do', 'set', 'plan', 'check', 'budget'],
  big: [
    step('Add up your income and list the fixed bills from your bank statement', 20),
    step('List the other spending by category and set a limit for each', 25),
    step('Check the total against your income and save the budget where you will see it', 10),
  ],
  medium: [
    step('Open your bank app and write down your income and fixed bills', 10),
    step('Set a {minutes}-minute timer and list the other costs with a limit for each', 10),
    step('Done check: the total spend is at or under your income', 3),
  ],
  tiny: [
    step('Open a note or spreadsheet and call it Budget', 2),
    step('Write down the money coming in this month', 3),
    step('List the bills that go out every month, with the amount', 5),
    step('Add one line for everything else you expect to spend', 3),
  ],
  done: step('Done check: the total spend is at or under your income', 3),
  description:
    'List income and bills, set a limit for each kind of spending, and check the total fits your income.',
  minutes: [30, 90],
};

/** Working on a spreadsheet: figures, formulas, totals. */
const spreadsheet: Plan = {
  kind: 'spreadsheet',
  words: ['spreadsheet', 'spreadsheets', 'excel', 'formula', 'formulas', 'pivot'],
  phrases: ['google sheet', 'google sheets'],
  verbs: ['finish', 'update', 'make', 'do', 'check', 'set'],
  big: [
    step('Open the spreadsheet and list the missing figures, columns and totals', 15),
    step('Fill in the figures and formulas one tab at a time', 60),
    step('Check the totals add up, save it and send or share it', 15),
  ],
  medium: [
    step('Open the spreadsheet and mark the cells or figures still missing', 5),
    step('Set a {minutes}-minute timer and fill in the first missing column', 10),
    step('Done check: the totals add up and the file is saved', 3),
  ],
  tiny: [
    step('Open the spreadsheet', 1),
    step('Highlight the first empty cell or missing figure', 2),
    step('Find where that number comes from', 3),
    step('Type it in and check the total changes', 3),
  ],
  done: step('Done check: the totals add up and the file is saved', 3),
  description:
    'List the missing figures, fill them in tab by tab, then check the totals and save or share it.',
  minutes: [45, 180],
};

/** Paying a credit card, loan or overdraft. */
const creditCard: Plan = {
  kind: 'credit-card',
  words: ['amex', 'overdraft', 'loan', 'klarna'],
  phrases: [
    'credit card',
    'credit cards',
    'store card',
    'card bill',
    'minimum payment',
    'card payment',
    'card balance',
  ],
  verbs: ['check'],
  big: [
    step('Open the card’s app or statement and note the balance, minimum and due date', 5),
    step('Pay at least the minimum, or the full balance, from your bank account', 5),
    step('Save the confirmation and think about a direct debit for next month', 3),
  ],
  medium: [
    step('Open the card’s app and check the statement balance and due date', 3),
    step('Make the payment from your bank account', 5),
    step('Done check: the payment shows and the next due date is in your calendar', 2),
  ],
  tiny: [
    step('Open the card’s app or log in online', 2),
    step('Note the balance and the minimum payment', 2),
    step('Choose how much to pay', 1),
    step('Make the payment and keep the confirmation', 3),
  ],
  done: step('Done check: the payment shows and the next due date is in your calendar', 2),
  description: 'Check the statement balance and due date, make the payment, and keep the confirmation.',
  minutes: [5, 15],
};

/** Paying a bill: phone, water, council tax, rent. */
const payBill: Plan = {
  kind: 'pay-bill',
  words: ['bill', 'bills', 'rent', 'arrears', 'payment', 'payments'],
  phrases: [
    'council tax',
    'phone bill',
    'water bill',
    'gas bill',
    'electric bill',
    'electricity bill',
    'energy bill',
    'parking fine',
    'parking ticket',
    'pcn',
    'speeding fine',
  ],
  verbs: ['pay', 'settle'],
  strongVerbs: ['pay'],
  big: [
    step('Find the bill or letter with the amount, the reference and the due date', 5),
    step('Pay online, in the app or by bank transfer with that reference', 10),
    step('Save the confirmation and put the next due date in your calendar', 3),
  ],
  medium: [
    step('Find the bill or letter and note the amount, reference and due date', 3),
    step('Pay it online, in the app or by bank transfer', 5),
    step('Done check: the payment confirmation is saved where you can find it', 2),
  ],
  tiny: [
    step('Find the bill or letter', 3),
    step('Circle the amount and the reference number', 1),
    step('Open your bank app or the payment page', 2),
    step('Pay with the reference and keep the confirmation', 5),
  ],
  done: step('Done check: the payment confirmation is saved where you can find it', 2),
  description:
    'Find the bill[ for {thing}], pay online or by transfer with its reference, and keep the confirmation.',
  minutes: [5, 20],
};

/** Making and sending an invoice. */
const sendInvoice: Plan = {
  kind: 'send-invoice',
  words: ['invoice', 'invoices'],
  phrases: [
    'send the invoice',
    'send an invoice',
    'send invoice',
    'send invoices',
    'send my invoice',
    'invoice the client',
    'bill the client',
    'raise an invoice',
  ],
  verbs: ['make', 'do', 'finish', 'invoice'],
  big: [
    step('Gather the hours, dates and work done, and the client’s details and PO number', 15),
    step('Fill in the invoice template with a new number, the items, total and payment terms', 20),
    step('Check the total and bank details, send it as a PDF and note the due date', 10),
  ],
  medium: [
    step('Open your last invoice or template and list the work and hours to charge', 5),
    step('Fill in a new invoice number, the items, the total and the due date', 10),
    step('Done check: the PDF is sent and the payment date is in your calendar', 2),
  ],
  tiny: [
    step('Open your invoice template or last invoice', 2),
    step('Give it the next invoice number and today’s date', 2),
    step('Add the first line: the work done and the amount', 3),
    step('Check your bank details and payment terms are at the bottom', 2),
  ],
  done: step('Done check: the PDF is sent and the payment date is in your calendar', 2),
  description: 'List the work and hours, fill in a numbered invoice with the total and terms, send the PDF.',
  minutes: [15, 45],
};

/** Chasing money owed: an unpaid invoice, a refund, a payment. */
const chasePayment: Plan = {
  kind: 'chase-payment',
  words: ['refund', 'overdue', 'unpaid', 'deposit'],
  phrases: [
    'unpaid invoice',
    'overdue invoice',
    'late payment',
    'chase the invoice',
    'chase invoice',
    'chase payment',
    'chase up',
    'missing payment',
    'payment from',
    'money back',
    'money owed',
  ],
  verbs: ['chase', 'request'],
  strongVerbs: ['chase'],
  big: [
    step('Find the invoice or order: its number, date, amount and when it was due', 5),
    step('E-mail or call the client or customer service with those details and a clear ask', 10),
    step('Note the date you chased and set a reminder to follow up in a week', 3),
  ],
  medium: [
    step('Find the invoice or order number, the amount and the due date', 3),
    step('Write a short, polite reminder e-mail with the details and attach the invoice', 10),
    step('Done check: the reminder is sent and a follow-up date is in your calendar', 2),
  ],
  tiny: [
    step('Find the invoice or order number', 3),
    step('Note the amount and the date it was due', 2),
    step('Open a new e-mail to the client or customer service', 2),
    step('Write one line: the invoice number, the amount and when you expect payment', 3),
  ],
  done: step('Done check: the reminder is sent and a follow-up date is in your calendar', 2),
  description:
    'Find the invoice number, amount and due date, send a polite reminder, and note when to chase again.',
  minutes: [10, 30],
};

/** Claiming work expenses back. */
const expenses: Plan = {
  kind: 'expenses',
  words: ['expenses', 'expense', 'mileage', 'receipts'],
  phrases: [
    'expense claim',
    'expenses claim',
    'expense report',
    'claim expenses',
    'claim back',
    'travel expenses',
    'expenses form',
    'expense form',
  ],
  verbs: ['claim', 'do', 'finish', 'sort', 'submit'],
  big: [
    step('Gather every receipt and ticket for the trip or month in one place', 10),
    step('Enter each cost in the expenses form, app or portal and upload the receipts', 20),
    step('Check the total, submit the claim and note when it should be paid', 5),
  ],
  medium: [
    step('Gather the receipts and tickets, from your wallet, bag and e-mail', 5),
    step('Set a {minutes}-minute timer and enter each cost in the expenses form', 10),
    step('Done check: the claim is submitted and the total is noted', 2),
  ],
  tiny: [
    step('Empty your wallet and bag of receipts onto the desk', 3),
    step('Search your e-mail for ticket or booking receipts', 3),
    step('Open the expenses system or form', 2),
    step('Enter the first receipt and upload a photo of it', 3),
  ],
  done: step('Done check: the claim is submitted and the total is noted', 2),
  description:
    'Gather every receipt, enter each cost in the expenses form with a photo, and submit the claim.',
  minutes: [15, 45],
};

/** Dealing with a pile of post, letters and paperwork. */
const postPile: Plan = {
  kind: 'post-pile',
  words: ['mail', 'envelopes', 'paperwork', 'filing'],
  phrases: [
    'file paperwork',
    'file the paperwork',
    'file my paperwork',
    'do the filing',
    'filing pile',
    'pile of post',
    'the post',
    'open the post',
    'open post',
    'post pile',
    'pile of letters',
    'pile of paperwork',
    'junk mail',
    'unopened letters',
    'pile of mail',
  ],
  verbs: ['sort', 'go'],
  big: [
    step('Open every envelope and make three piles: to act on, to file, to recycle or shred', 20),
    step('Recycle or shred the junk and file what you need to keep', 15),
    step('Write each letter that needs action on your list with its date', 10),
  ],
  medium: [
    step('Open the first five envelopes and put each in a pile: act, file or recycle', 5),
    step('Set a {minutes}-minute timer and open and sort the rest of the post', 10),
    step('Done check: no unopened post left and every urgent letter is on your list', 2),
  ],
  tiny: [
    step('Bring the pile of post to a table with a bin next to it', 2),
    step('Open the first envelope', 1),
    step('Put it in one pile: act, file, or recycle', 1),
    step('Open the next envelope and do the same', 2),
  ],
  done: step('Done check: no unopened post left and every urgent letter is on your list', 2),
  description: 'Open every letter, sort into act, file and recycle, then list the ones that need action.',
  minutes: [15, 60],
};

/** Getting ready for a 1:1, appraisal or review with a manager. */
const oneToOne: Plan = {
  kind: 'one-to-one',
  words: ['appraisal', 'supervision', 'check-in'],
  phrases: [
    '1 1',
    '1-1',
    'one to one',
    'one-to-one',
    'one on one',
    '1 on 1',
    'one-on-one',
    'performance review',
    'annual review',
    'mid-year review',
    'with my manager',
    'with manager',
    'with my boss',
  ],
  verbs: ['prepare', 'plan', 'have'],
  who: ['manager', 'boss', 'supervisor', 'lead', 'mentor'],
  big: [
    step('List your wins, progress and blockers since the last one', 10),
    step('Write the questions to ask and the one topic to raise first in an agenda', 10),
    step('Share the agenda or bring your notes, and write down the actions after', 30),
  ],
  medium: [
    step('Open your notes from last time and list three updates on progress', 5),
    step('Write one blocker and one question to raise, in order of priority', 5),
    step('Done check: your agenda is ready and shared or open for the meeting', 2),
  ],
  tiny: [
    step('Open your notes from the last meeting', 2),
    step('Write one win from the last few weeks', 2),
    step('Write one blocker or question you want to raise', 2),
    step('Put the most important point at the top', 1),
  ],
  done: step('Done check: your agenda is ready and shared or open for the meeting', 2),
  description:
    'Note wins, progress and blockers, write the questions to raise in order, and bring or share the agenda.',
  minutes: [15, 45],
};

/** Planning a sprint. */
const sprint: Plan = {
  kind: 'sprint-planning',
  words: ['sprint', 'sprints', 'backlog', 'jira', 'roadmap', 'tickets', 'epic', 'kanban'],
  phrases: ['sprint planning', 'backlog grooming', 'backlog refinement'],
  verbs: ['plan', 'prepare', 'groom', 'refine', 'organise', 'organize'],
  big: [
    step('Look at the backlog and the sprint goal, and put the tickets in priority order', 20),
    step('Estimate the top stories and check them against the team’s capacity', 30),
    step('Agree what the team commits to, assign the tickets and update the board', 20),
  ],
  medium: [
    step('Open the board and write the one goal for the sprint', 5),
    step('Set a {minutes}-minute timer and order the backlog tickets by priority', 10),
    step('Done check: the top tickets are ordered, estimated and fit the capacity', 3),
  ],
  tiny: [
    step('Open the board or backlog', 1),
    step('Write the sprint goal in one line', 3),
    step('Move the most important ticket to the top', 2),
    step('Note who is away, to judge the team’s capacity', 2),
  ],
  done: step('Done check: the top tickets are ordered, estimated and fit the capacity', 3),
  description:
    'Set the sprint goal, order and estimate the backlog against capacity, then assign and update the board.',
  minutes: [45, 120],
};

/** Planning a week or a day's work. */
const weekPlan: Plan = {
  kind: 'week-plan',
  words: ['priorities'],
  phrases: [
    'plan my week',
    'plan the week',
    'plan next week',
    'plan my day',
    'plan tomorrow',
    'weekly review',
    'week ahead',
    'weekly plan',
    'to do list',
    'to-do list',
    'todo list',
  ],
  verbs: ['plan', 'organise', 'organize', 'make'],
  big: [
    step('List everything on your mind and in your calendar for the week', 15),
    step('Pick the three priorities and give each a time block in your calendar', 15),
    step('Move or drop the rest, and put the first task where you will see it tomorrow', 10),
  ],
  medium: [
    step('Open your calendar and list the fixed meetings and deadlines', 5),
    step('Choose three priorities and block a time for each', 10),
    step('Done check: each priority has a slot in your calendar', 2),
  ],
  tiny: [
    step('Open your calendar for the week', 1),
    step('Write down every task you can think of, no order', 5),
    step('Circle the three that matter most', 2),
    step('Give the first one a time in your calendar', 2),
  ],
  done: step('Done check: each priority has a slot in your calendar', 2),
  description:
    'Dump every task, choose three priorities, give each a block in your calendar, and drop the rest.',
  minutes: [15, 45],
};

/** Setting an out-of-office or automatic reply. */
const outOfOffice: Plan = {
  kind: 'out-of-office',
  words: ['ooo', 'autoreply', 'auto-reply'],
  phrases: [
    'out of office',
    'out-of-office',
    'auto reply',
    'automatic reply',
    'automatic replies',
    'away message',
    'holiday reply',
    'vacation responder',
  ],
  verbs: ['set', 'update'],
  big: [
    step('Write the out of office message: the dates you are away, when you are back, who covers', 5),
    step('Turn on automatic replies in Outlook or Gmail settings with the start and end date', 5),
    step('Send yourself a test e-mail and tell the colleague covering for you', 3),
  ],
  medium: [
    step('Write the message: away from and back on which date, and who to contact if urgent', 3),
    step('Open the automatic reply setting and paste it in with the dates', 5),
    step('Done check: a test e-mail gets the auto reply back', 2),
  ],
  tiny: [
    step('Check the date you leave and the date you are back', 1),
    step('Ask which colleague covers urgent things', 2),
    step('Open the e-mail settings and find automatic replies', 2),
    step('Paste in the message and set the dates', 3),
  ],
  done: step('Done check: a test e-mail gets the auto reply back', 2),
  description:
    'Write the dates you are away and who covers, turn on automatic replies with those dates, and test it.',
  minutes: [5, 15],
};

/** Telling a client or customer about a delay or a change. */
const clientUpdate: Plan = {
  kind: 'client-update',
  words: ['delay', 'delays', 'setback'],
  phrases: [
    'about the delay',
    'running late',
    'push back',
    'new deadline',
    'missed deadline',
    'bad news',
    'is late',
    'will be late',
    'running behind',
    'behind schedule',
    'about the deadline',
    'deadline change',
    'client about',
  ],
  verbs: ['call', 'email', 'e-mail', 'ring', 'phone', 'message', 'update'],
  who: ['client', 'clients', 'customer', 'customers', 'stakeholder', 'stakeholders'],
  big: [
    step('Write the three points: the reason for the delay, the new date and what you are doing', 10),
    step('Call or e-mail the client and explain it plainly, then listen to their concerns', 15),
    step('Send a short follow-up e-mail that confirms the new date and the next steps', 10),
  ],
  medium: [
    step('Note the reason, the new date and one thing you will do to keep it on track', 5),
    step('Call or send the update, leading with the new date', 10),
    step('Done check: the client knows the new date and your follow-up e-mail is sent', 5),
  ],
  tiny: [
    step('Write the new date you can promise', 2),
    step('Write the reason in one plain sentence', 2),
    step('Find the client’s number or e-mail address', 2),
    step('Write your first sentence: the update and the new date', 2),
  ],
  done: step('Done check: the client knows the new date and your follow-up e-mail is sent', 5),
  description:
    'Note the reason, the new date and your plan, call or e-mail the client, then confirm in a follow-up e-mail.',
  minutes: [15, 40],
};

/** Sending a contract or document to someone for review or signature. */
const sendDocument: Plan = {
  kind: 'send-document',
  words: ['contract', 'contracts', 'nda', 'agreement', 'doc', 'docs'],
  phrases: [
    'for review',
    'for signature',
    'to legal',
    'for sign off',
    'sign off',
    'for approval',
    'for feedback',
    'to sign',
    'send the document',
    'send the file',
    'send the draft',
    'send the doc',
    'send the deck',
    'send the slides',
    'share the deck',
    'share the slides',
  ],
  verbs: ['share', 'forward', 'circulate', 'attach', 'upload'],
  big: [
    step('Find the latest version of the document and check it is the final one', 5),
    step('Save it as a PDF or share link and attach it to an e-mail with what you need and by when', 10),
    step('Send it and set a reminder to follow up if no reply in a few days', 2),
  ],
  medium: [
    step('Open the latest version and check the name, date and version', 3),
    step('Attach it to an e-mail to legal or the reviewer, saying what you need and by when', 5),
    step('Done check: it is sent and a follow-up reminder is set', 2),
  ],
  tiny: [
    step('Find the latest version of the file', 2),
    step('Give it a clear name with the date', 1),
    step('Open a new e-mail and attach it', 2),
    step('Write one line: what you need them to check and by when', 2),
  ],
  done: step('Done check: it is sent and a follow-up reminder is set', 2),
  description:
    'Check it is the latest version, attach it with what you need and by when, send it and set a follow-up.',
  minutes: [5, 20],
};

/** Preparing and giving a presentation or talk. */
const presentation: Plan = {
  kind: 'presentation',
  words: ['presentation', 'presentations', 'slides', 'slide', 'powerpoint', 'keynote', 'pitch', 'demo'],
  phrases: ['slide deck', 'give a talk', 'prepare a talk', 'my talk', 'the talk', 'present to'],
  verbs: ['prepare', 'make', 'do', 'finish', 'rehearse', 'present'],
  big: [
    step('Write the one key message and an outline of five to eight points', 20),
    step('Make one slide per point from the template, with few words and one picture or number', 90),
    step('Rehearse it out loud twice with a timer and fix the slides that trip you up', 30),
  ],
  medium: [
    step('Write the key message and the outline as a list of slide titles', 10),
    step('Set a {minutes}-minute timer and fill in the first three slides', 15),
    step('Done check: run through it out loud once and note the timing', 10),
  ],
  tiny: [
    step('Open the template or a blank slide deck', 2),
    step('Write the one message the audience should remember', 3),
    step('Write a title for each slide, no content yet', 5),
    step('Fill in the first slide', 5),
  ],
  done: step('Done check: run through it out loud once and note the timing', 10),
  description:
    'Pick one message, outline the slides, fill them in simply, then rehearse out loud with a timer.',
  minutes: [60, 240],
  note: 'often in two sittings: making it and rehearsing it',
};

/** Writing a report, or a section of one. */
const report: Plan = {
  kind: 'report',
  words: ['report', 'reports', 'write-up', 'findings', 'analysis'],
  phrases: [
    'write the report',
    'write a report',
    'write my report',
    'executive summary',
    'methods section',
    'results section',
    'literature review',
    'section of the report',
    'lab report',
    'quarterly report',
    'monthly report',
    'annual report',
    'report section',
  ],
  verbs: ['finish', 'start', 'do', 'prepare', 'update'],
  big: [
    step('Gather the data, figures and notes, and outline the sections with headings', 30),
    step('Draft each section in a timed block, starting with the easiest, no fixing yet', 120),
    step('Check the figures, read it through, edit, then save and send or submit it', 40),
  ],
  medium: [
    step('Open the template or last report and write the section headings', 5),
    step('Set a {minutes}-minute timer and draft the first section from your notes and data', 15),
    step('Done check: the draft section is saved and the next one is named in a note', 2),
  ],
  tiny: [
    step('Open the template or last report', 2),
    step('Write the section headings as a list', 3),
    step('Put the figures or results under the heading they belong to', 5),
    step('Write two rough sentences under the first heading', 5),
  ],
  done: step('Done check: the draft section is saved and the next one is named in a note', 2),
  description:
    'Gather the data and notes, outline the sections, draft each in a timed block, then check and send it.',
  minutes: [60, 300],
  note: 'often in two or more sittings',
};

/** Clearing an inbox or catching up on e-mails. */
const inbox: Plan = {
  kind: 'inbox-clear',
  words: ['inbox', 'inboxes', 'emails', 'unread', 'e-mails'],
  phrases: [
    'inbox zero',
    'catch up on emails',
    'go through emails',
    'answer emails',
    'reply to emails',
    'sort emails',
  ],
  verbs: ['sort', 'go', 'answer', 'triage', 'get'],
  big: [
    step('Archive or delete everything you do not need, and unsubscribe from the worst newsletters', 20),
    step('Reply to each e-mail that takes under two minutes', 30),
    step('Flag the rest, put each in a folder or on your task list, and archive the message', 15),
  ],
  medium: [
    step('Sort the inbox by sender and delete or archive the obvious junk', 5),
    step('Set a {minutes}-minute timer and reply to the quick e-mails, oldest first', 10),
    step('Done check: what is left is flagged or on your task list', 3),
  ],
  tiny: [
    step('Open your inbox', 1),
    step('Delete or archive five e-mails you do not need', 2),
    step('Reply to one quick e-mail', 3),
    step('Flag one that needs more time', 1),
  ],
  done: step('Done check: what is left is flagged or on your task list', 3),
  description: 'Delete and archive the junk, reply to quick e-mails, and flag the rest onto your task list.',
  minutes: [30, 120],
};

/** Filling in a timesheet. */
const timesheet: Plan = {
  kind: 'timesheet',
  words: ['timesheet', 'timesheets', 'time-sheet'],
  phrases: [
    'time sheet',
    'log my hours',
    'log hours',
    'log time',
    'time tracking',
    'my hours',
    'hours worked',
    'fill in timesheet',
    'fill in my timesheet',
    'fill in the timesheet',
    'fill in my timesheets',
  ],
  verbs: ['do', 'finish', 'update', 'submit', 'fill'],
  big: [
    step('Check your calendar or diary for the hours and shifts you worked each day this week', 5),
    step('Enter the hours for each day in the timesheet system', 10),
    step('Check the total and submit it for approval', 3),
  ],
  medium: [
    step('Open your calendar and note the hours for each day this week', 3),
    step('Enter the hours day by day in the timesheet', 5),
    step('Done check: the week adds up and the timesheet is submitted', 2),
  ],
  tiny: [
    step('Open the timesheet system', 1),
    step('Open your calendar or diary for the week', 1),
    step('Enter the hours for the first day', 2),
    step('Enter the other days the same way', 3),
  ],
  done: step('Done check: the week adds up and the timesheet is submitted', 2),
  description:
    'Check your calendar for each day’s hours, enter them in the timesheet, and submit it for approval.',
  minutes: [5, 20],
};

/** Online training, onboarding and e-learning modules at work. */
const training: Plan = {
  kind: 'work-training',
  words: ['onboarding', 'induction', 'e-learning', 'elearning', 'compliance', 'gdpr', 'certification'],
  phrases: [
    'onboarding modules',
    'e-learning modules',
    'mandatory training',
    'online training',
    'training module',
    'training modules',
    'new starter',
    'safeguarding course',
    'compliance training',
    'gdpr training',
    'fire training',
    'safety training',
    'staff training',
    'training course',
    'complete the training',
    'do the training',
    'do my training',
    'finish the training',
    'induction training',
    'work training',
  ],
  verbs: ['complete', 'do', 'finish', 'start', 'take'],
  big: [
    step('Open the training portal and list the modules due, with their deadlines', 10),
    step('Work through one module per sitting with notes of anything to ask', 45),
    step('Pass the quiz, download the certificate and tell your manager it is done', 10),
  ],
  medium: [
    step('Log in to the training portal and find the first module due', 3),
    step('Set a {minutes}-minute timer and work through the first module', 15),
    step('Done check: the module shows complete and the next one is in your calendar', 2),
  ],
  tiny: [
    step('Find the training link in your e-mail or portal', 2),
    step('Log in and check how many modules are due', 2),
    step('Put on headphones if it has video', 1),
    step('Start the first module', 5),
  ],
  done: step('Done check: the module shows complete and the next one is in your calendar', 2),
  description: 'List the modules due, do one per sitting, pass the quiz, and save the certificate.',
  minutes: [30, 120],
};

/** Fixing a link, bug or typo on a website or app. */
const webFix: Plan = {
  kind: 'web-fix',
  words: ['bug', 'bugs', '404', 'url', 'typo', 'website', 'webpage'],
  phrases: [
    'broken link',
    'dead link',
    'fix the link',
    'update the link',
    'link on the website',
    'links on the website',
  ],
  verbs: ['update', 'debug', 'sort', 'check'],
  big: [
    step('Find where it breaks: the page, the link or the error, and write the steps to repeat it', 15),
    step('Edit the page or code to fix it and test the change', 20),
    step('Publish or deploy the fix and check the live page works', 10),
  ],
  medium: [
    step('Open the page and find the broken link or bug, noting where it is', 5),
    step('Set a {minutes}-minute timer and correct the URL or code', 10),
    step('Done check: click it on the live page and it works', 2),
  ],
  tiny: [
    step('Open the page where it breaks', 1),
    step('Copy the broken link or the error message', 2),
    step('Find where it is set in the editor or code', 5),
    step('Change it and save', 3),
  ],
  done: step('Done check: click it on the live page and it works', 2),
  description: 'Find where it breaks, fix the link or code, test it and check the live page works.',
  minutes: [15, 60],
};

/** Booking a meeting room or a desk. */
const roomBooking: Plan = {
  kind: 'room-booking',
  words: ['boardroom'],
  phrases: ['meeting room', 'conference room', 'book a room', 'book a desk', 'hot desk', 'boardroom'],
  verbs: ['reserve', 'find', 'get'],
  big: [
    step('Check how many people, the date, the time and how long you need it', 3),
    step('Open the booking system or Outlook and reserve a room that fits', 5),
    step('Add the room to the calendar invite so the attendees see it', 3),
  ],
  medium: [
    step('Check the time, the length and how many people are coming', 2),
    step('Reserve a free room in the booking system or Outlook', 5),
    step('Done check: the room is confirmed and in the invite', 1),
  ],
  tiny: [
    step('Open the calendar invite or note the time', 1),
    step('Count the people coming', 1),
    step('Open the room booking system', 1),
    step('Pick a free room of the right size and book it', 3),
  ],
  done: step('Done check: the room is confirmed and in the invite', 1),
  description: 'Check the time and size, reserve a room in the booking system, and add it to the invite.',
  minutes: [3, 15],
};

/** Revising for an exam or a test. */
const examRevision: Plan = {
  kind: 'exam-revision',
  words: [
    'revision',
    'exam',
    'exams',
    'mock',
    'mocks',
    'gcse',
    'gcses',
    'a-level',
    'finals',
    'midterm',
    'ch',
    'chapter',
  ],
  phrases: [
    'revise for',
    'study for',
    'a level',
    'a levels',
    'for the test',
    'for my test',
    'class test',
    'spelling test',
    'vocab test',
    'maths test',
    'science test',
  ],
  verbs: ['revise', 'study', 'cram', 'prepare'],
  big: [
    step('List the topics from the syllabus or notes and mark the weak ones', 15),
    step('Revise the weakest topic: read the notes, then make flashcards or a summary', 60),
    step('Test yourself with past paper questions or a quiz, then check the mark scheme', 45),
  ],
  medium: [
    step('Open the topic list or notes[ for {thing}] and pick one weak topic', 5),
    step('Set a {minutes}-minute timer and make five question flashcards on it', 15),
    step('Done check: test yourself on the cards and note the ones you missed', 5),
  ],
  tiny: [
    step('Get out the notes or textbook and the topic list', 2),
    step('Pick one topic and read its key points', 5),
    step('Cover the notes and write down what you recall', 5),
    step('Check against the notes and mark what you missed', 3),
  ],
  done: step('Done check: test yourself on the cards and note the ones you missed', 5),
  description:
    'List the topics, revise the weakest first, then test yourself with flashcards or past paper questions.',
  minutes: [60, 240],
  note: 'in blocks of about 25 minutes',
};

/** Doing a past paper or a mock under exam conditions. */
const pastPaper: Plan = {
  kind: 'past-paper',
  words: [],
  phrases: [
    'past paper',
    'past papers',
    'practice paper',
    'practice papers',
    'exam paper',
    'mock paper',
    'practice exam',
    'exam questions',
    'exam question',
  ],
  verbs: ['do', 'try', 'finish', 'attempt'],
  big: [
    step('Download or print the paper and its mark scheme from the exam board website', 10),
    step('Answer it under exam conditions with a timer, calculator and pen ready', 90),
    step('Mark it with the mark scheme and list the questions you got wrong', 30),
  ],
  medium: [
    step('Print the paper, put the mark scheme away and set out a pen and calculator', 5),
    step('Set a {minutes}-minute timer and answer the first questions in exam conditions', 15),
    step('Done check: mark what you did and note each mistake to revise', 10),
  ],
  tiny: [
    step('Find the past paper and mark scheme on the exam board website', 3),
    step('Print the paper or open it full screen', 2),
    step('Put a pen, calculator and timer on the desk', 2),
    step('Start the timer and read the first question', 2),
  ],
  done: step('Done check: mark what you did and note each mistake to revise', 10),
  description:
    'Do the paper under timed exam conditions, then mark it with the mark scheme and note every mistake.',
  minutes: [90, 180],
};

/** Homework, worksheets and problem sets. */
const homework: Plan = {
  kind: 'homework',
  words: ['homework', 'worksheet', 'worksheets', 'coursework'],
  phrases: ['problem set', 'problem sheet', 'maths homework', 'math homework', 'question sheet'],
  verbs: ['do', 'finish', 'start', 'check'],
  big: [
    step('Check the planner or portal for what is due, the subject and the questions set', 5),
    step('Work through the questions in a timed block, marking any to ask the teacher', 45),
    step('Check the answers, then hand it in or pack it in your bag', 10),
  ],
  medium: [
    step('Check what is due and open the worksheet or page[ for {thing}]', 3),
    step('Set a {minutes}-minute timer and answer the first questions', 15),
    step('Done check: every question has an attempt and it is packed or submitted', 3),
  ],
  tiny: [
    step('Find the homework sheet or page in your planner', 2),
    step('Read the first question out loud', 1),
    step('Write any answer to the first question', 5),
    step('Move to the next question, leaving hard ones for later', 5),
  ],
  done: step('Done check: every question has an attempt and it is packed or submitted', 3),
  description: 'Check what is due, work through the questions in a timed block, then check and hand it in.',
  minutes: [30, 90],
};

const LANGUAGES = [
  'spanish',
  'french',
  'german',
  'italian',
  'japanese',
  'mandarin',
  'chinese',
  'portuguese',
  'arabic',
  'korean',
  'welsh',
  'dutch',
  'russian',
  'greek',
  'bsl',
];
/** "learn Spanish", "practise French": a language named with a verb of learning. */
const LANGUAGE_PHRASES = LANGUAGES.flatMap((language) =>
  ['learn', 'practise', 'practice', 'study', 'improve my', 'brush up on', 'brush up my'].map(
    (verb) => `${verb} ${language}`,
  ),
);

/** Learning a language over weeks: no honest number for the whole. */
const learnLanguage: Plan = {
  kind: 'learn-language',
  words: [
    'spanish',
    'french',
    'german',
    'italian',
    'japanese',
    'mandarin',
    'chinese',
    'portuguese',
    'arabic',
    'korean',
    'welsh',
    'dutch',
    'russian',
    'greek',
    'language',
    'languages',
    'bsl',
  ],
  phrases: ['sign language', 'new language', ...LANGUAGE_PHRASES],
  verbs: [],
  big: [
    step('Set a goal and choose one app, course, class or tutor to follow', 15),
    step('Put a daily 10-minute slot in your calendar for a lesson and new words', 5),
    step('Each week, practise speaking with a person or out loud and review the vocab', 30),
  ],
  medium: [
    step('Choose one app, course or book and do the first lesson', 10),
    step('Set a {minutes}-minute timer and learn ten words or phrases', 10),
    step('Done check: a daily time for practice is in your calendar', 2),
  ],
  tiny: [
    step('Write why you want to learn it in one line', 2),
    step('Pick one app, course or book to start with', 3),
    step('Do the first lesson for five minutes', 5),
    step('Set a daily reminder at the same time', 1),
  ],
  done: step('Done check: a daily time for practice is in your calendar', 2),
  description:
    'Pick one app, course or tutor, keep a short daily slot for lessons and words, and speak it every week.',
};

/** A short daily lesson in a language app. */
const duolingo: Plan = {
  kind: 'language-app',
  words: ['duolingo', 'babbel', 'memrise', 'streak'],
  phrases: ['language app', 'daily lesson'],
  verbs: ['do', 'finish'],
  big: [
    step('Open the app on your phone and pick today’s lesson', 2),
    step('Do one or two lessons, saying each phrase out loud', 10),
    step('Finish the unit exercise and check your streak is saved', 3),
  ],
  medium: [
    step('Open the app on your phone', 1),
    step('Set a {minutes}-minute timer and do one lesson', 10),
    step('Done check: the lesson is complete and your streak is safe', 1),
  ],
  tiny: [
    step('Pick up your phone and open the app', 1),
    step('Tap the next lesson', 1),
    step('Do the first exercise out loud', 2),
    step('Finish the lesson', 5),
  ],
  done: step('Done check: the lesson is complete and your streak is safe', 1),
  description: 'Open the app, do one lesson out loud, and keep your streak going.',
  minutes: [5, 20],
};

/** Learning facts by heart over time: tables, formulas, elements. */
const learnFacts: Plan = {
  kind: 'learn-by-heart',
  words: ['formulas', 'formulae', 'equations', 'elements', 'capitals', 'definitions'],
  phrases: [
    'periodic table',
    'times tables',
    'times table',
    'off by heart',
    'by heart',
    'key dates',
    'key terms',
    'spellings',
  ],
  verbs: ['memorise', 'memorize'],
  big: [
    step('Split it into small chunks, such as the first 20 or one group or row at a time', 10),
    step('Make a flashcard for each item, or a song or mnemonic for the list', 30),
    step('Quiz yourself on one chunk a day and repeat the ones you miss', 15),
  ],
  medium: [
    step('Pick the first chunk of five to ten items', 3),
    step('Set a {minutes}-minute timer and write each on a flashcard, then test yourself', 10),
    step('Done check: you can recall the first chunk without looking', 3),
  ],
  tiny: [
    step('Write down the first five items', 3),
    step('Say them out loud three times', 2),
    step('Cover them and write them from memory', 3),
    step('Check and repeat the ones you missed', 2),
  ],
  done: step('Done check: you can recall the first chunk without looking', 3),
  description:
    'Learn it a small chunk at a time with flashcards or a mnemonic, and quiz yourself a little every day.',
};

/** Making flashcards. */
const flashcards: Plan = {
  kind: 'flashcards',
  words: ['flashcard', 'flashcards', 'anki', 'quizlet', 'vocab', 'vocabulary'],
  phrases: ['flash cards', 'flash card', 'revision cards', 'cue cards', 'index cards'],
  verbs: ['make', 'do', 'go', 'create'],
  big: [
    step('Pick the notes, vocab list or chapter the cards will cover', 5),
    step('Write a card for each item, question on the front and answer on the back, on paper or in Anki', 45),
    step('Go through the cards once, test yourself and put the missed ones in a separate pile', 15),
  ],
  medium: [
    step('Open the notes or vocab list and pick the first ten items', 3),
    step('Set a {minutes}-minute timer and write a card for each: front question, back answer', 15),
    step('Done check: shuffle the cards and test yourself once', 5),
  ],
  tiny: [
    step('Get blank cards or open Anki or Quizlet', 2),
    step('Open the notes or vocab list', 1),
    step('Write the first card: the word or question on the front, the answer on the back', 2),
    step('Write the next four cards the same way', 5),
  ],
  done: step('Done check: shuffle the cards and test yourself once', 5),
  description:
    'Pick the notes or word list, write one question per card with the answer on the back, then test yourself.',
  minutes: [30, 90],
};

/** Watching a lecture recording or webinar and taking notes. */
const lecture: Plan = {
  kind: 'lecture-recording',
  words: ['lecture', 'lectures', 'recording', 'recordings', 'panopto', 'webinar'],
  phrases: ['lecture recording', 'catch up on lectures'],
  verbs: ['finish', 'rewatch'],
  big: [
    step('Find the recording link on the module portal and open the slides beside it', 5),
    step('Watch it in 25-minute chunks, pausing to write the key points', 60),
    step('Write a short summary of the lecture and one question to ask', 15),
  ],
  medium: [
    step('Open the recording link and the lecture slides', 3),
    step('Set a {minutes}-minute timer and watch, pausing to note the key points', 15),
    step('Done check: write the main idea in one sentence and the time you reached', 3),
  ],
  tiny: [
    step('Open the module page and find the recording link', 2),
    step('Open the slides and a page for notes', 2),
    step('Press play and watch the first five minutes', 5),
    step('Pause and write the first key point', 2),
  ],
  done: step('Done check: write the main idea in one sentence and the time you reached', 3),
  description:
    'Open the recording and slides, watch in chunks with pauses for notes, then summarise the key points.',
  minutes: [60, 120],
};

/** Writing a bibliography, reference list or citations. */
const bibliography: Plan = {
  kind: 'bibliography',
  words: [
    'bibliography',
    'citations',
    'citation',
    'referencing',
    'footnotes',
    'zotero',
    'mendeley',
    'sources',
  ],
  phrases: [
    'add citations',
    'add references',
    'add the references',
    'reference list',
    'references list',
    'works cited',
    'my references',
    'the references',
    'harvard referencing',
    'apa referencing',
  ],
  verbs: ['do', 'finish', 'check', 'make', 'sort', 'cite'],
  big: [
    step('List every source you used from your notes: books, articles and websites', 15),
    step('Write each reference in the required style, such as Harvard or APA, or use Zotero', 40),
    step('Sort the list alphabetically by author and check each citation in the text has one', 15),
  ],
  medium: [
    step('Check the style your course asks for, such as Harvard, APA or MLA', 3),
    step('Set a {minutes}-minute timer and format the first sources in that style', 15),
    step('Done check: the list is alphabetical and matches the citations in the text', 5),
  ],
  tiny: [
    step('Open the essay and your notes', 2),
    step('Find the first source you cited', 2),
    step('Write its reference: author, year, title, publisher or link', 3),
    step('Do the next source the same way', 3),
  ],
  done: step('Done check: the list is alphabetical and matches the citations in the text', 5),
  description:
    'List every source, format each in the required style, sort by author and check it matches the citations.',
  minutes: [20, 90],
};

/** Submitting an assignment online. */
const submitOnline: Plan = {
  kind: 'submit-online',
  words: [
    'coursework',
    'moodle',
    'canvas',
    'blackboard',
    'turnitin',
    'portal',
    'submission',
    'assignment',
    'assignments',
  ],
  phrases: [
    'hand in',
    'submit assignment',
    'submit my essay',
    'submit the essay',
    'upload assignment',
    'submit coursework',
  ],
  verbs: ['submit', 'upload'],
  big: [
    step('Check the final version: the file name, word count and format the brief asks for', 10),
    step('Save it as a PDF and upload it on the submission page of the portal', 10),
    step('Check the confirmation or receipt e-mail and take a screenshot of it', 3),
  ],
  medium: [
    step('Open the final version and check the name, word count and format', 5),
    step('Save as PDF and upload it on the assignment page', 5),
    step('Done check: the receipt is saved or screenshotted', 2),
  ],
  tiny: [
    step('Open the final file and save it as a PDF', 2),
    step('Give it the file name the brief asks for', 1),
    step('Open the portal and find the submission link', 2),
    step('Upload the file and press submit', 2),
  ],
  done: step('Done check: the receipt is saved or screenshotted', 2),
  description:
    'Check the final version and format, upload it on the portal, and keep the receipt or a screenshot.',
  minutes: [10, 30],
};

/** Studying for the driving theory test. */
const theoryTest: Plan = {
  kind: 'theory-test',
  words: ['theory', 'highway'],
  phrases: ['theory test', 'highway code', 'hazard perception', 'road signs', 'driving theory'],
  verbs: ['study', 'revise', 'prepare', 'do'],
  big: [
    step('Get the official theory test app or book and pick one topic, such as road signs', 10),
    step('Do practice questions on that topic, then hazard perception clips', 45),
    step('Take a full mock test and note your score and the topics to redo', 30),
  ],
  medium: [
    step('Open the theory test app and pick one topic', 3),
    step('Set a {minutes}-minute timer and answer the practice questions on it', 15),
    step('Done check: note your score and the questions you got wrong', 3),
  ],
  tiny: [
    step('Open the theory test app', 1),
    step('Pick one topic, such as road signs', 1),
    step('Answer five practice questions', 5),
    step('Read the Highway Code rule behind each one you missed', 5),
  ],
  done: step('Done check: note your score and the questions you got wrong', 3),
  description: 'Practise one topic at a time in the app, add hazard perception clips, then take a mock test.',
  minutes: [45, 120],
};

/** Memorising lines, a speech, a poem or quotes. */
const memoriseLines: Plan = {
  kind: 'memorise-lines',
  words: ['lines', 'monologue', 'speech', 'lyrics'],
  phrases: [
    'my lines',
    'key quotes',
    'the speech',
    'learn the poem',
    'memorise the poem',
    'memorise quotes',
    'learn quotes',
    'by heart',
    'learn the script',
    'learn my script',
    'memorise the script',
  ],
  verbs: ['memorise', 'memorize', 'rehearse'],
  big: [
    step('Read the whole scene or script out loud once and mark your lines and cues', 10),
    step('Learn one chunk at a time: read it, cover it, say it out loud, then check', 40),
    step('Record yourself or get someone to test you with the cues, and repeat the misses', 20),
  ],
  medium: [
    step('Mark the lines to learn and the cue or line before each one', 5),
    step('Set a {minutes}-minute timer and repeat the first chunk out loud until you can say it covered', 15),
    step('Done check: say the chunk from its cue without looking', 3),
  ],
  tiny: [
    step('Open the script or text at the page you need', 1),
    step('Read the first line and its cue out loud three times', 2),
    step('Cover it and say it from memory', 2),
    step('Check it, then add the next line', 3),
  ],
  done: step('Done check: say the chunk from its cue without looking', 3),
  description: 'Mark your lines and cues, learn a chunk at a time out loud, then get tested from the cues.',
  minutes: [30, 120],
  note: 'best over several short sittings',
};

/** Making a revision timetable or study plan. */
const revisionTimetable: Plan = {
  kind: 'revision-timetable',
  words: [],
  phrases: [
    'plan revision',
    'plan my revision',
    'plan the revision',
    'revision timetable',
    'revision plan',
    'study plan',
    'study timetable',
    'study schedule',
    'revision schedule',
  ],
  verbs: ['make', 'plan', 'do', 'set', 'update'],
  big: [
    step('List every exam with its date and the topics for each subject', 20),
    step('Count the weeks left and give each subject and topic a slot in the calendar', 30),
    step('Add breaks and a day off each week, then put the timetable where you see it', 10),
  ],
  medium: [
    step('Write down each exam with its date', 5),
    step('Set a {minutes}-minute timer and block this week’s revision slots, one topic per block', 15),
    step('Done check: each day this week has its revision blocks and breaks in the calendar', 3),
  ],
  tiny: [
    step('Find your exam dates', 3),
    step('List the subjects in order of exam date', 2),
    step('Draw a week grid with days and times', 5),
    step('Put one topic in the first slot', 1),
  ],
  done: step('Done check: each day this week has its revision blocks and breaks in the calendar', 3),
  description:
    'List exams and topics by date, give each a slot in the weeks left, and add breaks and a day off.',
  minutes: [30, 90],
};

/** Reading a set text, a chapter or a course reading. */
const setText: Plan = {
  kind: 'set-text',
  words: ['chapter', 'chapters', 'article', 'articles', 'reading', 'readings', 'pages'],
  phrases: [
    'set text',
    'set book',
    'seminar reading',
    'reading list',
    'core reading',
    'required reading',
    'read the novel',
    'set novel',
  ],
  verbs: ['read', 'skim', 'annotate', 'do'],
  big: [
    step('Skim the headings, the abstract or the chapter’s first page to see what it covers', 10),
    step('Read in 25-minute blocks, highlighting and noting the key points and questions', 50),
    step('Write a short summary of the main argument and one question to bring to class', 15),
  ],
  medium: [
    step('Skim the headings or first page[ of {thing}] and set your page target', 5),
    step('Set a {minutes}-minute timer and read, noting key points in the margin', 15),
    step('Done check: write the main argument or plot point in one sentence', 3),
  ],
  tiny: [
    step('Open the book or PDF at the right page', 1),
    step('Read only the headings or first paragraph', 3),
    step('Write down one question the text should answer', 2),
    step('Read the next two pages and note the key point', 10),
  ],
  done: step('Done check: write the main argument or plot point in one sentence', 3),
  description:
    'Skim it first, read in short blocks with notes, then summarise the main point and one question.',
  minutes: [30, 90],
};

/** Planning and writing an essay. */
const essay: Plan = {
  kind: 'essay',
  words: [
    'essay',
    'essays',
    'intro',
    'introduction',
    'conclusion',
    'paragraph',
    'paragraphs',
    'thesis',
    'dissertation',
  ],
  phrases: [
    'essay plan',
    'plan my essay',
    'plan an essay',
    'essay question',
    'body paragraph',
    'write my essay',
    'write an essay',
    'write the essay',
    'write the intro',
    'write my dissertation',
  ],
  verbs: ['plan', 'finish', 'start', 'do', 'outline'],
  big: [
    step(
      'Turn the essay question into your argument and outline three points with evidence from your notes',
      25,
    ),
    step('Write the paragraphs in one timed block each, then the intro and conclusion', 90),
    step('Read it through, edit the sentences that trip you up, check references, then save it', 30),
  ],
  medium: [
    step('Write the question and your argument in one sentence, with three points under it', 5),
    step('Set a {minutes}-minute timer and draft the paragraph you know most about', 15),
    step('Done check: reread the paragraph once and save it', 3),
  ],
  tiny: [
    step('Open the essay question and your notes', 2),
    step('Write your answer to the question in one sentence', 3),
    step('List three points that back it up', 5),
    step('Write the first sentence of the first paragraph', 3),
  ],
  done: step('Done check: reread the paragraph once and save it', 3),
  description:
    'Answer the question in one argument, outline three points, draft a paragraph at a time, then edit.',
  minutes: [60, 240],
  note: 'often over several sittings',
};

/** Working with others on a group project. */
const groupProject: Plan = {
  kind: 'group-project',
  words: ['groupwork', 'teammates'],
  phrases: [
    'group project',
    'group work',
    'group assignment',
    'group presentation',
    'group chat for',
    'project group',
  ],
  verbs: ['plan', 'start', 'organise', 'organize', 'do', 'finish'],
  big: [
    step('Agree the brief, the deadline and who does which part in the group chat', 20),
    step('Do your part in timed blocks and share progress in the shared document', 60),
    step('Meet to put the parts together, check it against the brief and submit', 45),
  ],
  medium: [
    step('Message the group with the deadline and a list of the parts to share out', 5),
    step('Set a {minutes}-minute timer and start your own part', 15),
    step('Done check: everyone has a part and a date, written in the shared document', 2),
  ],
  tiny: [
    step('Open the brief and the group chat', 2),
    step('List the parts the project needs', 3),
    step('Say which part you will take', 2),
    step('Suggest a date to meet and check progress', 2),
  ],
  done: step('Done check: everyone has a part and a date, written in the shared document', 2),
  description:
    'Agree the parts and the deadline, do your part in blocks, then meet to combine, check and submit.',
  minutes: [45, 180],
};

/** Asking a tutor or manager for an extension to a deadline. */
const extension: Plan = {
  kind: 'ask-extension',
  words: ['extension', 'extensions', 'extenuating', 'mitigating'],
  phrases: [
    'an extension',
    'about extension',
    'about the extension',
    'more time',
    'extenuating circumstances',
    'mitigating circumstances',
    'deadline extension',
  ],
  verbs: ['email', 'e-mail', 'ask', 'request', 'message', 'apply'],
  who: ['tutor', 'teacher', 'lecturer', 'supervisor', 'manager'],
  big: [
    step('Check the extension policy and note the deadline, the reason and how long you need', 10),
    step('E-mail your tutor: the reason in two lines, the new date you ask for, and any evidence', 10),
    step('Send it, then carry on working and note when to follow up if there is no reply', 3),
  ],
  medium: [
    step('Write the current deadline, the reason and the new date you want', 5),
    step('Write a short, polite e-mail with those three things and attach any evidence', 10),
    step('Done check: the request is sent and a follow-up date is in your calendar', 2),
  ],
  tiny: [
    step('Find the current deadline', 2),
    step('Write the reason in one plain sentence', 2),
    step('Choose the new date you will ask for', 1),
    step('Open a new e-mail to your tutor', 1),
  ],
  done: step('Done check: the request is sent and a follow-up date is in your calendar', 2),
  description:
    'Note the deadline, the reason and the new date, e-mail a short polite request with evidence, and follow up.',
  minutes: [10, 30],
};

export const DESK_KINDS: readonly Plan[] = [
  submitOnline,
  accountDetails,
  directDebit,
  switchSupplier,
  cancelSubscription,
  insurance,
  carTax,
  meterReading,
  permit,
  passport,
  benefitForm,
  vote,
  officialNumber,
  budget,
  spreadsheet,
  creditCard,
  payBill,
  sendInvoice,
  chasePayment,
  expenses,
  postPile,
  oneToOne,
  sprint,
  weekPlan,
  outOfOffice,
  clientUpdate,
  sendDocument,
  presentation,
  report,
  inbox,
  timesheet,
  training,
  webFix,
  roomBooking,
  examRevision,
  pastPaper,
  homework,
  learnLanguage,
  duolingo,
  flashcards,
  lecture,
  bibliography,
  theoryTest,
  memoriseLines,
  learnFacts,
  revisionTimetable,
  setText,
  essay,
  groupProject,
  extension,
];
