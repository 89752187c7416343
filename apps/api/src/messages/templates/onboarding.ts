import { PLATFORM_NAME as P } from '@causeway/domain';
import { plural } from '../format.ts';
import { emailTemplate, isolate as i } from '../render.ts';

// Business onboarding: the link a beneficial owner follows to give their identity (FinCEN's
// customer due diligence rule asks it of every owner of 25 % or more before the account opens).

type OwnerInvitation = {
  firstName: string;
  businessName: string;
  inviterName: string;
  url: string;
  days: number;
};

/** A beneficial owner is asked for their details, with the applicant named as who asked. */
export const ownerInvitationEmail = emailTemplate<OwnerInvitation>({
  en: ({ firstName, businessName, inviterName, url, days }) => ({
    subject: `${businessName} needs your details to open its ${P} account`,
    paragraphs: [
      `Hello ${firstName},`,
      `${inviterName} named you as a beneficial owner of ${businessName}. US law (FinCEN's customer due diligence rule) asks every owner of 25% or more for their identity before the account opens.`,
      `Fill in your details here (the link works for ${days} days):\n${url}`,
      'If you do not own part of this organisation, you can ignore this email.',
    ],
  }),
  es: ({ firstName, businessName, inviterName, url, days }) => ({
    subject: `${businessName} necesita sus datos para abrir su cuenta de ${P}`,
    paragraphs: [
      `Hola, ${firstName}:`,
      `${inviterName} le indicó como beneficiario final de ${businessName}. La ley de EE. UU. (la norma de debida diligencia del cliente de FinCEN) exige la identidad de cada propietario del 25 % o más antes de abrir la cuenta.`,
      `Complete sus datos aquí (el enlace es válido durante ${days} días):\n${url}`,
      'Si usted no es propietario de parte de esta organización, puede ignorar este correo.',
    ],
  }),
  fr: ({ firstName, businessName, inviterName, url, days }) => ({
    subject: `${businessName} a besoin de vos informations pour ouvrir son compte ${P}`,
    paragraphs: [
      `Bonjour ${firstName},`,
      `${inviterName} vous a désigné(e) comme bénéficiaire effectif de ${businessName}. La loi américaine (la règle de vigilance à l’égard de la clientèle du FinCEN) exige l’identité de chaque propriétaire détenant 25 % ou plus avant l’ouverture du compte.`,
      `Renseignez vos informations ici (le lien est valable ${days} jours) :\n${url}`,
      'Si vous ne détenez aucune part de cette organisation, vous pouvez ignorer cet e-mail.',
    ],
  }),
  pl: ({ firstName, businessName, inviterName, url, days }) => ({
    subject: `${businessName} potrzebuje Twoich danych, aby otworzyć konto w ${P}`,
    paragraphs: [
      `Dzień dobry, ${firstName}!`,
      `${inviterName} wskazał(a) Cię jako beneficjenta rzeczywistego organizacji ${businessName}. Prawo USA (zasada należytej staranności wobec klienta FinCEN) wymaga potwierdzenia tożsamości każdego właściciela co najmniej 25% udziałów przed otwarciem konta.`,
      `Uzupełnij swoje dane tutaj (link jest ważny przez ${days} ${plural('pl', days, { one: 'dzień', other: 'dni' })}):\n${url}`,
      'Jeśli nie masz udziałów w tej organizacji, zignoruj tę wiadomość.',
    ],
  }),
  ru: ({ firstName, businessName, inviterName, url, days }) => ({
    subject: `${businessName} нужны ваши данные для открытия счёта в ${P}`,
    paragraphs: [
      `Здравствуйте, ${firstName}!`,
      `${inviterName} указал(а) вас как бенефициарного владельца организации ${businessName}. Закон США (правило FinCEN о надлежащей проверке клиентов) требует подтвердить личность каждого владельца доли в 25% или более до открытия счёта.`,
      `Заполните свои данные здесь (ссылка действует ${days} ${plural('ru', days, { one: 'день', few: 'дня', other: 'дней' })}):\n${url}`,
      'Если у вас нет доли в этой организации, просто не обращайте внимания на это письмо.',
    ],
  }),
  zh: ({ firstName, businessName, inviterName, url, days }) => ({
    subject: `${businessName} 需要您的信息以开设 ${P} 账户`,
    paragraphs: [
      `${firstName}，您好：`,
      `${inviterName} 将您列为 ${businessName} 的受益所有人。美国法律（FinCEN 客户尽职调查规则）要求在开户前核实每位持股 25% 或以上的所有人的身份。`,
      `请在此填写您的信息（链接 ${days} 天内有效）：\n${url}`,
      '如果您并不拥有该组织的股份，请忽略此邮件。',
    ],
  }),
  uk: ({ firstName, businessName, inviterName, url, days }) => ({
    subject: `${businessName} потрібні ваші дані, щоб відкрити рахунок у ${P}`,
    paragraphs: [
      `Вітаємо, ${firstName}!`,
      `${inviterName} зазначив(-ла) вас як кінцевого бенефіціарного власника організації ${businessName}. Закон США (правило FinCEN про належну перевірку клієнтів) вимагає підтвердити особу кожного власника частки 25% або більше до відкриття рахунку.`,
      `Заповніть свої дані тут (посилання дійсне ${days} ${plural('uk', days, { one: 'день', few: 'дні', other: 'днів' })}):\n${url}`,
      'Якщо у вас немає частки в цій організації, просто не зважайте на цей лист.',
    ],
  }),
  sw: ({ firstName, businessName, inviterName, url, days }) => ({
    subject: `${businessName} inahitaji taarifa zako ili kufungua akaunti yake ya ${P}`,
    paragraphs: [
      `Habari ${firstName},`,
      `${inviterName} amekutaja kuwa mmiliki mnufaika wa ${businessName}. Sheria ya Marekani (kanuni ya FinCEN ya uchunguzi wa kina kuhusu wateja) inahitaji utambulisho wa kila mmiliki wa asilimia 25 au zaidi kabla akaunti haijafunguliwa.`,
      `Jaza taarifa zako hapa (kiungo kinafanya kazi kwa siku ${days}):\n${url}`,
      'Ikiwa humiliki sehemu ya shirika hili, unaweza kupuuza barua pepe hii.',
    ],
  }),
  da: ({ firstName, businessName, inviterName, url, days }) => ({
    subject: `${businessName} برای باز کردن حساب ${P} به معلومات شما ضرورت دارد`,
    paragraphs: [
      `سلام ${i(firstName)}،`,
      `${i(inviterName)} شما را به حیث مالک ذی‌نفع ${i(businessName)} معرفی کرده است. قانون امریکا (قاعدهٔ ${i('FinCEN')} دربارهٔ بررسی دقیق مشتریان) پیش از باز شدن حساب، هویت هر مالکی را که ۲۵٪ یا بیشتر سهم دارد می‌خواهد.`,
      `معلومات خود را اینجا پُر کنید (این لینک ${i(days)} روز اعتبار دارد):\n${i(url)}`,
      'اگر شما در این سازمان سهمی ندارید، می‌توانید این ایمیل را نادیده بگیرید.',
    ],
  }),
  pa: ({ firstName, businessName, inviterName, url, days }) => ({
    subject: `${businessName} د ${P} د حساب د پرانیستلو لپاره ستاسو معلوماتو ته اړتیا لري`,
    paragraphs: [
      `سلام ${i(firstName)}،`,
      `${i(inviterName)} تاسو د ${i(businessName)} د ګټه اخیستونکي مالک په توګه ښودلي یاست. د امریکا قانون (د ${i('FinCEN')} د پیرودونکو د دقیقې څېړنې قاعده) د حساب له پرانیستلو مخکې د هر هغه مالک پېژندنه غواړي چې ۲۵٪ یا ډېره ونډه لري.`,
      `خپل معلومات دلته ډک کړئ (دا لینک ${i(days)} ورځې اعتبار لري):\n${i(url)}`,
      'که تاسو په دې سازمان کې ونډه نه لرئ، دا برېښنالیک له پامه غورځولای شئ.',
    ],
  }),
  far: ({ firstName, businessName, inviterName, url, days }) => ({
    subject: `${businessName} برای افتتاح حساب ${P} به اطلاعات شما نیاز دارد`,
    paragraphs: [
      `سلام ${i(firstName)}،`,
      `${i(inviterName)} شما را به‌عنوان مالک ذی‌نفع ${i(businessName)} معرفی کرده است. قانون آمریکا (قاعدهٔ ${i('FinCEN')} دربارهٔ شناسایی دقیق مشتری) پیش از افتتاح حساب، احراز هویت هر مالکِ ۲۵٪ یا بیشتر را الزامی می‌داند.`,
      `اطلاعات خود را اینجا وارد کنید (این پیوند ${i(days)} روز معتبر است):\n${i(url)}`,
      'اگر مالک بخشی از این سازمان نیستید، می‌توانید این ایمیل را نادیده بگیرید.',
    ],
  }),
  ar: ({ firstName, businessName, inviterName, url, days }) => ({
    subject: `تحتاج ${businessName} إلى بياناتك لفتح حسابها على ${P}`,
    paragraphs: [
      `مرحبًا ${i(firstName)}،`,
      `ذكرك ${i(inviterName)} بصفتك مالكًا مستفيدًا لـ ${i(businessName)}. يشترط القانون الأمريكي (قاعدة العناية الواجبة تجاه العملاء الصادرة عن ${i('FinCEN')}) التحقق من هوية كل مالك لحصة ${i('25%')} أو أكثر قبل فتح الحساب.`,
      `أدخل بياناتك هنا (الرابط صالح لمدة ${i(days)} ${plural('ar', days, { one: 'يوم', two: 'يومين', few: 'أيام', other: 'يومًا' })}):\n${i(url)}`,
      'إذا لم تكن تملك حصة في هذه المؤسسة، يمكنك تجاهل هذه الرسالة.',
    ],
  }),
});
