/** Everyday chat without personal data: requests, topics, filler sentences, closings. */
import { chance, pick, type Rng, weighted } from './rng.js';

export const TOPICS = [
  'a python function that reverses a linked list', 'my sourdough starter that never rises', 'a cover letter for a marketing role',
  'the difference between TCP and UDP', 'a birthday party for a 7 year old', 'budgeting for a two week vacation',
  'training for a half marathon', 'a SQL query that finds duplicate rows', 'the useEffect cleanup function in React',
  'why my tomato plants have yellow leaves', 'a workout plan for beginners', 'a polite way to decline a meeting',
  'the causes of the French Revolution', 'how compound interest works', 'a regex that matches dates', 'the plot of Hamlet',
  'a bash script that renames files', 'my resume summary', 'a LinkedIn post about our product launch', 'unit tests for a parser',
  'a vegetarian lasagna recipe', 'how to negotiate a raise', 'the best way to learn Spanish', 'a haiku about autumn',
  'a performance review for my team', 'setting up a home network', 'a grocery list for the week', 'why the sky is blue',
  'the rules of chess', 'choosing a laptop for video editing', 'a toast for a retirement party', 'quantum entanglement in simple terms',
  'a Dockerfile for a Node app', 'memory leaks in Java', 'how to clean a cast iron pan', 'a lesson plan on fractions',
  'a product description for handmade candles', 'an apology email to a customer', 'how to get rid of fruit flies',
  'the pros and cons of remote work', 'a short speech for a graduation', 'my git merge conflict', 'a meal plan with 2000 calories',
  'a Terraform module for an S3 bucket', 'how vaccines work', 'an out of office message', 'my monthly budget spreadsheet',
  'how to fix a leaking tap', 'a story for kids about a brave turtle', 'the difference between affect and effect',
  'a tagline for a coffee shop', 'a 3 day itinerary', 'the main themes of 1984', 'photosynthesis', 'how to stop procrastinating',
  'a pitch deck outline', 'an essay on climate change', 'a Kubernetes deployment yaml', 'the Pythagorean theorem',
  'a thank you note for a teacher', 'how to train a puppy to sit', 'the best houseplants for low light', 'a data model for a library app',
  'my CSS grid layout', 'an Excel formula to sum by month', 'how to write a good commit message', 'a bedtime routine for toddlers',
  'how to ask for feedback', 'the water cycle', 'how to make cold brew', 'a crossword clue', 'async/await in JavaScript',
  'a job description for a data analyst', 'a marketing email subject line', 'how to calm down before an exam',
  'how to say no to extra work', 'a limerick about a cat', 'the difference between a virus and bacteria', 'how to repot a cactus',
  'the best stretches for back pain', 'a README for my open source project', 'an agenda for a kickoff meeting',
  'how inflation affects savings', 'a list of icebreaker questions', 'a mnemonic for the planets', 'choosing a mortgage',
  'a press release about our funding round', 'my Rust borrow checker error', 'a sonnet about the sea', 'a hash map in C',
  'the best board games for four players', 'improving my sleep', 'how to write a haiku', 'the French subjunctive',
];

const INTENTS = [
  'can you help me with', 'I need help with', 'help me with', 'could you explain', 'please explain', 'give me some ideas for',
  'write', 'draft', 'can you write', 'I want to understand', 'what do you know about', 'quick question about', 'any tips on',
  'can you improve', 'rewrite', 'summarize', 'can you check', 'I have a question about', 'tell me about', 'what is the best approach to',
];

const OPENERS = ['', '', '', 'Hi! ', 'Hello, ', 'Hey, ', 'hey ', 'Good morning. ', 'Quick one: ', 'OK so ', 'Thanks for the last answer. ', 'Hmm, ', 'Sorry to bother you again, '];
const TAILS = ['', '', '', '', ' Thanks!', ' thanks', ' Please keep it short.', ' Make it friendly.', ' Use bullet points.', ' ty', ' 🙏', ' :)', ' Thanks in advance.', ' No rush.', ' Be concise.', ' in under 200 words'];

export function request(r: Rng): string {
  const topic = pick(r, TOPICS);
  const intent = pick(r, INTENTS);
  const sentence = `${intent} ${topic}${pick(r, ['?', '.', '', '?', '!'])}`;
  return `${pick(r, OPENERS)}${chance(r, 0.5) ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : sentence}${pick(r, TAILS)}`;
}

/** Generic sentences that mention nobody and no place. */
export const FILLERS = [
  'I hope that makes sense.', 'Let me know if you need more details.', 'This is kind of urgent.', 'Not sure if this is the right place to ask.',
  'I tried a few things already but nothing worked.', 'It worked fine yesterday.', 'Any help is appreciated.', 'Thanks a lot for your help!',
  'I have a deadline on Friday.', 'Sorry for the long message.', 'I am a complete beginner.', 'Please respond as soon as possible.',
  'The package still has not arrived.', 'I already restarted everything twice.', 'We are on the premium plan.', 'It is for a school project.',
  'My budget is around 500 dollars.', 'Keep the tone professional.', 'I would prefer something simple.', 'It should fit on one page.',
  'The meeting is at 3pm.', 'I need it by tomorrow morning.', 'We have about 20 guests.', 'Thanks again for the quick reply.',
  'The error only happens in production.', 'I cannot find the setting anywhere.', 'It has been two weeks now.', 'I love the new design.',
  'I was charged twice for the same order.', 'The app keeps crashing on startup.', 'Can you also suggest a title?', 'Please use British spelling.',
  'Nothing fancy, just something that works.', 'lol', 'ok thanks', 'Got it.', 'That is perfect, thank you!', 'One more thing.',
  'The tracking page says it was delivered but it was not.', 'I would like a refund.', 'I am happy to pay the difference.',
  'Is there a discount for students?', 'We are flexible on dates.', 'I prefer email over phone.', 'The weather has been awful lately.',
];

export function filler(r: Rng, max = 2): string {
  const n = weighted(r, [[4, 0], [4, 1], [2, max]] as const);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(pick(r, FILLERS));
  return out.join(' ');
}

export function greetingWord(r: Rng): string {
  return pick(r, ['Hi', 'Hello', 'Hey', 'Dear', 'Good morning', 'Good afternoon', 'Hiya', 'Greetings', 'Morning', 'Yo']);
}

export function closingWord(r: Rng): string {
  return pick(r, ['Best regards,', 'Kind regards,', 'Regards,', 'Thanks,', 'Many thanks,', 'Cheers,', 'Sincerely,', 'Best,', 'Warm regards,', 'Yours sincerely,', 'Thanks in advance,', 'All the best,', 'Thank you,', 'Talk soon,', 'Take care,', 'Warmly,', 'Respectfully,', 'BR,', '-', '—', 'Love,', 'xx']);
}

export const RELATIONS = ['coworker', 'colleague', 'boss', 'manager', 'sister', 'brother', 'friend', 'best friend', 'neighbor', 'neighbour', 'husband', 'wife', 'son', 'daughter', 'roommate', 'flatmate', 'teacher', 'landlord', 'landlady', 'partner', 'boyfriend', 'girlfriend', 'cousin', 'uncle', 'aunt', 'mom', 'dad', 'grandma', 'grandpa', 'client', 'tenant', 'student', 'intern', 'team lead', 'ex', 'fiancé', 'fiancée', 'stepdad', 'mother-in-law', 'nephew', 'niece'];

export const JOB_TITLES = ['Software Engineer', 'Product Manager', 'Head of Sales', 'Account Executive', 'Customer Success Manager', 'Marketing Director', 'HR Business Partner', 'Senior Accountant', 'Operations Lead', 'Chief Technology Officer', 'Office Manager', 'Legal Counsel', 'Data Scientist', 'UX Designer', 'Nurse Practitioner', 'Project Coordinator', 'Procurement Specialist', 'Teacher', 'Sales Associate', 'Recruiter', 'CEO', 'CFO', 'VP Engineering', 'Support Engineer', 'Research Assistant'];
