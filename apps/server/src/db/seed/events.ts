import type { EventType } from '@campus/shared/enums';
import type { EventGuest } from '../schema/events';
import { events } from '../schema/index';
import type { SeedContext } from './demo';

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface DemoEvent {
  type: EventType;
  title: string;
  subtitle: string;
  description: string;
  /** Days from now the event starts (negative: already happened), at the given Dhaka hour. */
  startsInDays: number;
  startHour: number;
  durationHours: number;
  /** Days ago it was posted. */
  postedDaysAgo: number;
  host: string;
  isTopBanner?: boolean;
  isCancel?: boolean;
  guests?: { name: string; description?: string; withPicture?: boolean }[];
}

/** A season of society life: banners, a canceled match, articles, podcasts and campus posts with guests. */
const SEASON: DemoEvent[] = [
  {
    type: 'EVENT',
    title: 'Annual Tech Fest 2026',
    subtitle: 'Two days of hackathons, robotics and startup pitches at the TSC',
    description:
      'The biggest student tech event of the year is back. Teams of three compete in a 24-hour hackathon, the robotics club shows its line-followers, and ten student startups pitch to alumni investors.\n\nRegister your team before 5 December: https://forms.example.org/techfest-2026\nFull programme: https://campus.example.org/techfest',
    startsInDays: 18,
    startHour: 9,
    durationHours: 33,
    postedDaysAgo: 1,
    host: 'admin@campus.test',
    isTopBanner: true,
    guests: [
      { name: 'Dr. Farzana Rahman', description: 'Professor of Computer Science, keynote speaker', withPicture: true },
      { name: 'Ahsan Habib', description: 'Founder of a Dhaka agritech startup, pitch judge', withPicture: true },
    ],
  },
  {
    type: 'CAMPUS',
    title: 'Winter Blood Donation Camp',
    subtitle: 'Give blood, save lives: Medical Centre, 9 am to 4 pm',
    description:
      'Together with the university Medical Centre we collect blood for the Mymensingh Medical College Hospital blood bank. Eat a good breakfast and bring your student ID. Every donor receives a donor card and refreshments.\n\nCheck if you can donate: https://www.who.int/news-room/fact-sheets/detail/blood-safety-and-availability',
    startsInDays: 6,
    startHour: 9,
    durationHours: 7,
    postedDaysAgo: 3,
    host: 'teamhead@campus.test',
    isTopBanner: true,
    guests: [
      { name: 'Dr. Mahbubur Rahman', description: 'Chief Medical Officer, BAU Medical Centre', withPicture: true },
      { name: 'Sandhani BAU Unit', description: 'Volunteer blood donors’ organisation' },
    ],
  },
  {
    type: 'EVENT',
    title: 'Convocation Reception for Graduates',
    subtitle: 'Celebrating the class of 2025 with their families',
    description:
      'Graduating members and their families are invited to an evening reception in the Senate Bhaban lawn: cultural programme, photo booth and dinner. Gowns can be collected from the society office from 1 December.',
    startsInDays: 25,
    startHour: 17,
    durationHours: 4,
    postedDaysAgo: 5,
    host: 'topten@campus.test',
    isTopBanner: true,
  },
  {
    type: 'EVENT',
    title: 'Inter-Department Football Tournament',
    subtitle: 'Group stage matches on the central field',
    description:
      'The inter-department football tournament has been canceled because the central field is being re-turfed. It will be rescheduled for the spring semester; registered teams keep their places.',
    startsInDays: 2,
    startHour: 15,
    durationHours: 3,
    postedDaysAgo: 9,
    host: 'teamhead@campus.test',
    isCancel: true,
  },
  {
    type: 'EVENT',
    title: 'Career Talk: Cracking the BCS',
    subtitle: 'Alumni in the civil service share their preparation plans',
    description:
      'Three alumni from the 41st and 43rd BCS explain how they prepared for the preliminary, written and viva stages, which books they used and how they managed time alongside their thesis. Questions from the floor are welcome.',
    startsInDays: 10,
    startHour: 15,
    durationHours: 2,
    postedDaysAgo: 2,
    host: 'mentor@campus.test',
    guests: [
      { name: 'Md. Rashedul Islam', description: 'Assistant Commissioner, 41st BCS (Admin)', withPicture: true },
      { name: 'Sharmin Sultana', description: 'Agriculture Extension Officer, 43rd BCS', withPicture: true },
    ],
  },
  {
    type: 'EVENT',
    title: 'Pitha Utsob 2026',
    subtitle: 'Winter cake festival with stalls from every hall',
    description:
      'Bhapa, chitoi, patishapta and more: halls and departments run pitha stalls in front of the library. Stall registration closes on 10 December. Proceeds go to the society welfare fund.',
    startsInDays: 32,
    startHour: 10,
    durationHours: 8,
    postedDaysAgo: 4,
    host: 'admin@campus.test',
  },
  {
    type: 'EVENT',
    title: 'Orientation for New Members',
    subtitle: 'Meet the teams and find where you belong',
    description:
      'New members meet the Tech, Event Management, Media and Design, Research and Welfare teams. Bring a pen: you will sign up for your first team project.',
    startsInDays: -12,
    startHour: 14,
    durationHours: 3,
    postedDaysAgo: 20,
    host: 'admin@campus.test',
  },
  {
    type: 'ARTICLE',
    title: 'Ten Habits of Students Who Finish Their Thesis on Time',
    subtitle: 'Advice collected from last year’s graduates',
    description:
      'Start writing in the first month, keep a lab diary, meet your supervisor every week, back up your data in two places… We asked twenty graduates what actually worked for them.\n\nA good place to start reading: https://www.nature.com/articles/d41586-019-02459-0',
    startsInDays: -1,
    startHour: 10,
    durationHours: 1,
    postedDaysAgo: 1,
    host: 'mentor@campus.test',
  },
  {
    type: 'ARTICLE',
    title: 'A Beginner’s Guide to Kitchen Gardening in a Hall Room',
    subtitle: 'Grow chillies, coriander and tomatoes on your balcony',
    description:
      'You do not need a field to start farming. Horticulture students explain which vegetables grow well in pots in winter, how to mix soil with compost and how often to water.',
    startsInDays: -6,
    startHour: 10,
    durationHours: 1,
    postedDaysAgo: 6,
    host: 'topten@campus.test',
  },
  {
    type: 'ARTICLE',
    title: 'How We Organised a Zero-Waste Iftar for 500 People',
    subtitle: 'Lessons from the welfare team',
    description:
      'Clay plates, reusable jugs and a compost pit: the welfare team explains how they cut the waste of the society’s iftar to almost nothing, and what they would do differently next time.',
    startsInDays: -15,
    startHour: 10,
    durationHours: 1,
    postedDaysAgo: 15,
    host: 'teamhead@campus.test',
  },
  {
    type: 'ARTICLE',
    title: 'Scholarships Open for Masters Abroad in 2027',
    subtitle: 'Deadlines, requirements and tips from alumni',
    description:
      'Several fully funded programmes open their calls this winter. Read the official pages carefully: https://www.daad.de/en/ and https://www.chevening.org/ — and ask a mentor to read your statement of purpose before you submit.',
    startsInDays: -3,
    startHour: 10,
    durationHours: 1,
    postedDaysAgo: 3,
    host: 'mentor@campus.test',
  },
  {
    type: 'PODCAST',
    title: 'Campus Talks #12: From Farm to Startup',
    subtitle: 'An alumnus on building an agritech company in Mymensingh',
    description:
      'Our guest left a secure job to build a platform that connects farmers with wholesale buyers. He talks about failure, funding and why he still visits the fields every week.\n\nListen: https://podcasts.example.org/campus-talks/12',
    startsInDays: -2,
    startHour: 20,
    durationHours: 1,
    postedDaysAgo: 2,
    host: 'developer@campus.test',
    guests: [{ name: 'Ahsan Habib', description: 'Founder and CEO', withPicture: true }],
  },
  {
    type: 'PODCAST',
    title: 'Campus Talks #11: Mental Health During Exams',
    subtitle: 'A counsellor answers students’ questions',
    description:
      'Sleep, panic before the viva, comparing yourself with friends: a university counsellor answers questions students sent us anonymously.',
    startsInDays: -9,
    startHour: 20,
    durationHours: 1,
    postedDaysAgo: 9,
    host: 'developer@campus.test',
    guests: [{ name: 'Nasrin Akter', description: 'Student counsellor', withPicture: true }],
  },
  {
    type: 'PODCAST',
    title: 'Campus Talks #10: Life on a Research Vessel',
    subtitle: 'Fisheries students at sea in the Bay of Bengal',
    description:
      'Three fisheries students tell us about two weeks of sampling on a research vessel: seasickness included.',
    startsInDays: -16,
    startHour: 20,
    durationHours: 1,
    postedDaysAgo: 16,
    host: 'developer@campus.test',
  },
  {
    type: 'PODCAST',
    title: 'Campus Talks #9: The Story of Our Society',
    subtitle: 'Founding members look back on ten years',
    description: 'How a group of ten friends in a hall room became a society of a thousand members.',
    startsInDays: -23,
    startHour: 20,
    durationHours: 1,
    postedDaysAgo: 23,
    host: 'admin@campus.test',
  },
  {
    type: 'CAMPUS',
    title: 'Central Library Extends Its Hours for Exams',
    subtitle: 'Open until 11 pm from 1 December',
    description:
      'During the final exam period the central library reading room stays open until 11 pm, including Fridays after Jumu’ah. Bring your library card; the e-resources portal is at https://library.example.org.',
    startsInDays: 9,
    startHour: 8,
    durationHours: 15,
    postedDaysAgo: 1,
    host: 'admin@campus.test',
  },
  {
    type: 'CAMPUS',
    title: 'Tree Plantation Drive Along the Brahmaputra Bank',
    subtitle: 'Five hundred saplings with the Botanical Garden',
    description:
      'Volunteers plant native saplings along the riverside walk. Gloves and tools are provided; wear shoes you do not mind getting muddy.',
    startsInDays: 4,
    startHour: 8,
    durationHours: 4,
    postedDaysAgo: 4,
    host: 'teamhead@campus.test',
    guests: [
      { name: 'Prof. Abdul Mannan', description: 'Curator, Botanical Garden', withPicture: true },
      { name: 'Green Campus Club', description: 'Partner organisation' },
    ],
  },
  {
    type: 'CAMPUS',
    title: 'Cultural Night at the Shaheed Minar',
    subtitle: 'Songs, recitation and dance by members',
    description:
      'An open-air evening of Rabindra Sangeet, Nazrul Geeti, folk songs and recitation. Members who want to perform can sign up with the Media and Design team.',
    startsInDays: 13,
    startHour: 18,
    durationHours: 3,
    postedDaysAgo: 7,
    host: 'topten@campus.test',
    guests: [
      { name: 'Shilpi Das', description: 'Folk singer', withPicture: true },
      { name: 'Kabir Hossain', description: 'Reciter' },
    ],
  },
  {
    type: 'CAMPUS',
    title: 'New Bus Stop at Zero Point',
    subtitle: 'Morning buses to Mymensingh now leave from Zero Point',
    description:
      'From 1 December the morning buses towards Mymensingh town stop at the new shelter at Zero Point. See the bus schedule for times.',
    startsInDays: 9,
    startHour: 7,
    durationHours: 1,
    postedDaysAgo: 2,
    host: 'bus@campus.test',
  },
];

/** Dhaka is UTC+6 all year: a Dhaka hour on a day relative to today, as an instant. */
function dhakaTime(daysFromNow: number, hour: number): Date {
  const now = new Date();
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + daysFromNow * DAY;
  return new Date(day + (hour - 6) * HOUR);
}

export async function seedEvents(ctx: SeedContext): Promise<void> {
  const fallbackHost = ctx.userIds.get('admin@campus.test') ?? ctx.allUserIds[0];
  await ctx.db.insert(events).values(
    SEASON.map((e, i) => {
      const startTime = dhakaTime(e.startsInDays, e.startHour);
      const postedAt = new Date(Date.now() - e.postedDaysAgo * DAY - i * 7 * 60_000);
      const guests: EventGuest[] = (e.guests ?? []).map((g) => ({
        name: g.name,
        ...(g.withPicture ? { profilePic: ctx.images.avatar(g.name) } : {}),
        ...(g.description ? { description: g.description } : {}),
      }));
      return {
        type: e.type,
        title: e.title,
        subtitle: e.subtitle,
        description: e.description,
        coverPic: ctx.images.picture(e.title, 800, 600, e.type === 'PODCAST' ? 'Campus Talks' : 'Campus Community'),
        startTime,
        endTime: new Date(startTime.getTime() + e.durationHours * HOUR),
        isCancel: e.isCancel ?? false,
        isTopBanner: e.isTopBanner ?? false,
        hostId: ctx.userIds.get(e.host) ?? fallbackHost,
        guests,
        // events RSVP (issue 19): events take RSVPs, with room for a large hall
        rsvpEnabled: e.type === 'EVENT',
        capacity: e.type === 'EVENT' ? 120 : null,
        createdAt: postedAt,
        updatedAt: postedAt,
      };
    }),
  );
}
