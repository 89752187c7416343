import { PLATFORM_NAME as P } from '@causeway/domain';
import { formatMoney } from '../format.ts';
import { emailTemplate, isolate as i } from '../render.ts';

// The autoload emails: the card-loads notice to a cardholder and the shortfall alert to members.
// Money is written the reader's way (formatMoney); the run date stays an ISO date (2026-11-26),
// the form the portal's run history and the members' exports use.

/** Money was loaded to the person's card (their card_loads preference is email). */
export const cardLoadedEmail = emailTemplate<{ firstName: string; amountCents: number; last4: string }>({
  en: ({ firstName, amountCents, last4 }) => ({
    subject: `${P}: funds loaded to your card`,
    paragraphs: [
      `Hello ${firstName},`,
      `${formatMoney('en', amountCents)} was loaded to your card ending in ${last4}.`,
    ],
  }),
  es: ({ firstName, amountCents, last4 }) => ({
    subject: `${P}: se cargaron fondos en su tarjeta`,
    paragraphs: [
      `Hola, ${firstName}:`,
      `Se cargaron ${formatMoney('es', amountCents)} en su tarjeta que termina en ${last4}.`,
    ],
  }),
  fr: ({ firstName, amountCents, last4 }) => ({
    subject: `${P} : votre carte a été rechargée`,
    paragraphs: [
      `Bonjour ${firstName},`,
      `${formatMoney('fr', amountCents)} ont été chargés sur votre carte se terminant par ${last4}.`,
    ],
  }),
  pl: ({ firstName, amountCents, last4 }) => ({
    subject: `${P}: Twoja karta została zasilona`,
    paragraphs: [
      `Dzień dobry, ${firstName}!`,
      `Na Twoją kartę z końcówką ${last4} wpłynęła kwota ${formatMoney('pl', amountCents)}.`,
    ],
  }),
  ru: ({ firstName, amountCents, last4 }) => ({
    subject: `${P}: ваша карта пополнена`,
    paragraphs: [
      `Здравствуйте, ${firstName}!`,
      `На вашу карту с последними цифрами ${last4} зачислено ${formatMoney('ru', amountCents)}.`,
    ],
  }),
  zh: ({ firstName, amountCents, last4 }) => ({
    subject: `${P}：您的卡已充值`,
    paragraphs: [`${firstName}，您好：`, `您尾号为 ${last4} 的卡已充值 ${formatMoney('zh', amountCents)}。`],
  }),
  uk: ({ firstName, amountCents, last4 }) => ({
    subject: `${P}: вашу картку поповнено`,
    paragraphs: [
      `Вітаємо, ${firstName}!`,
      `На вашу картку з останніми цифрами ${last4} зараховано ${formatMoney('uk', amountCents)}.`,
    ],
  }),
  sw: ({ firstName, amountCents, last4 }) => ({
    subject: `${P}: pesa zimewekwa kwenye kadi yako`,
    paragraphs: [
      `Habari ${firstName},`,
      `${formatMoney('sw', amountCents)} zimewekwa kwenye kadi yako inayoishia na ${last4}.`,
    ],
  }),
  da: ({ firstName, amountCents, last4 }) => ({
    subject: `${P}: پول به کارت شما واریز شد`,
    paragraphs: [
      `سلام ${i(firstName)}،`,
      `مبلغ ${i(formatMoney('da', amountCents))} به کارت شما که به ${i(last4)} ختم می‌شود واریز شد.`,
    ],
  }),
  pa: ({ firstName, amountCents, last4 }) => ({
    subject: `${P}: ستاسو کارت ته پیسې واچول شوې`,
    paragraphs: [
      `سلام ${i(firstName)}،`,
      `ستاسو هغه کارت ته چې په ${i(last4)} پای ته رسېږي ${i(formatMoney('pa', amountCents))} واچول شول.`,
    ],
  }),
  far: ({ firstName, amountCents, last4 }) => ({
    subject: `${P}: کارت شما شارژ شد`,
    paragraphs: [
      `سلام ${i(firstName)}،`,
      `مبلغ ${i(formatMoney('far', amountCents))} به کارت شما با شمارهٔ پایانی ${i(last4)} واریز شد.`,
    ],
  }),
  ar: ({ firstName, amountCents, last4 }) => ({
    subject: `${P}: تم شحن بطاقتك`,
    paragraphs: [
      `مرحبًا ${i(firstName)}،`,
      `تم شحن ${i(formatMoney('ar', amountCents))} إلى بطاقتك المنتهية بالرقم ${i(last4)}.`,
    ],
  }),
});

type Shortfall = {
  autoloadName: string;
  businessName: string;
  /** YYYY-MM-DD, the day the run was for. */
  runDate: string;
  neededCents: number;
  availableCents: number;
  /** skip_run: nothing was loaded; otherwise cards were loaded in order until the money ran out. */
  skippedRun: boolean;
};

/** An autoload run needed more than its funding account held: to the members of the business. */
export const autoloadShortfallEmail = emailTemplate<Shortfall>({
  en: (v) => ({
    subject: `${P}: not enough funds for the autoload "${v.autoloadName}"`,
    paragraphs: [
      `The autoload "${v.autoloadName}" of ${v.businessName} ran for ${v.runDate}.`,
      `It needed ${formatMoney('en', v.neededCents)} but the funding account had ${formatMoney('en', v.availableCents)} available.`,
      v.skippedRun
        ? 'Nothing was loaded in this run.'
        : 'Cards were loaded in order until the funds ran out; the others were not loaded.',
      'Add funds to the funding account before the next run.',
    ],
  }),
  es: (v) => ({
    subject: `${P}: fondos insuficientes para la recarga automática «${v.autoloadName}»`,
    paragraphs: [
      `La recarga automática «${v.autoloadName}» de ${v.businessName} se ejecutó para el ${v.runDate}.`,
      `Necesitaba ${formatMoney('es', v.neededCents)}, pero la cuenta de fondos solo tenía ${formatMoney('es', v.availableCents)} disponibles.`,
      v.skippedRun
        ? 'En esta ejecución no se cargó nada.'
        : 'Se cargaron las tarjetas en orden hasta agotar los fondos; las demás no se cargaron.',
      'Agregue fondos a la cuenta de fondos antes de la próxima ejecución.',
    ],
  }),
  fr: (v) => ({
    subject: `${P} : fonds insuffisants pour le rechargement automatique « ${v.autoloadName} »`,
    paragraphs: [
      `Le rechargement automatique « ${v.autoloadName} » de ${v.businessName} s’est exécuté pour le ${v.runDate}.`,
      `Il fallait ${formatMoney('fr', v.neededCents)}, mais le compte d’approvisionnement n’avait que ${formatMoney('fr', v.availableCents)} de disponible.`,
      v.skippedRun
        ? 'Rien n’a été chargé lors de cette exécution.'
        : 'Les cartes ont été chargées dans l’ordre jusqu’à épuisement des fonds ; les autres n’ont pas été chargées.',
      'Approvisionnez le compte avant la prochaine exécution.',
    ],
  }),
  pl: (v) => ({
    subject: `${P}: za mało środków na automatyczne doładowanie „${v.autoloadName}”`,
    paragraphs: [
      `Automatyczne doładowanie „${v.autoloadName}” organizacji ${v.businessName} zostało uruchomione za dzień ${v.runDate}.`,
      `Potrzebna była kwota ${formatMoney('pl', v.neededCents)}, a na rachunku zasilającym było dostępne tylko ${formatMoney('pl', v.availableCents)}.`,
      v.skippedRun
        ? 'W tym uruchomieniu nic nie zostało doładowane.'
        : 'Karty były doładowywane po kolei, dopóki starczyło środków; pozostałych nie doładowano.',
      'Zasil rachunek zasilający przed następnym uruchomieniem.',
    ],
  }),
  ru: (v) => ({
    subject: `${P}: недостаточно средств для автопополнения «${v.autoloadName}»`,
    paragraphs: [
      `Автопополнение «${v.autoloadName}» организации ${v.businessName} выполнено за ${v.runDate}.`,
      `Требовалось ${formatMoney('ru', v.neededCents)}, но на счёте пополнения было доступно только ${formatMoney('ru', v.availableCents)}.`,
      v.skippedRun
        ? 'В этот раз ничего не было зачислено.'
        : 'Карты пополнялись по порядку, пока хватало средств; остальные не пополнены.',
      'Пополните счёт пополнения до следующего запуска.',
    ],
  }),
  zh: (v) => ({
    subject: `${P}：自动充值“${v.autoloadName}”资金不足`,
    paragraphs: [
      `${v.businessName} 的自动充值“${v.autoloadName}”已针对 ${v.runDate} 执行。`,
      `本次需要 ${formatMoney('zh', v.neededCents)}，但资金账户仅有 ${formatMoney('zh', v.availableCents)} 可用。`,
      v.skippedRun ? '本次执行未充值任何卡。' : '已按顺序为卡充值，直至资金用完；其余的卡未充值。',
      '请在下次执行前向资金账户存入资金。',
    ],
  }),
  uk: (v) => ({
    subject: `${P}: недостатньо коштів для автопоповнення «${v.autoloadName}»`,
    paragraphs: [
      `Автопоповнення «${v.autoloadName}» організації ${v.businessName} виконано за ${v.runDate}.`,
      `Потрібно було ${formatMoney('uk', v.neededCents)}, але на рахунку поповнення було доступно лише ${formatMoney('uk', v.availableCents)}.`,
      v.skippedRun
        ? 'Цього разу нічого не зараховано.'
        : 'Картки поповнювалися по черзі, доки вистачало коштів; решту не поповнено.',
      'Поповніть рахунок поповнення до наступного запуску.',
    ],
  }),
  sw: (v) => ({
    subject: `${P}: pesa hazitoshi kwa ujazaji wa kiotomatiki "${v.autoloadName}"`,
    paragraphs: [
      `Ujazaji wa kiotomatiki "${v.autoloadName}" wa ${v.businessName} umefanyika kwa tarehe ${v.runDate}.`,
      `Ulihitaji ${formatMoney('sw', v.neededCents)} lakini akaunti ya ufadhili ilikuwa na ${formatMoney('sw', v.availableCents)} pekee.`,
      v.skippedRun
        ? 'Hakuna kilichowekwa katika mzunguko huu.'
        : 'Kadi zilijazwa kwa mpangilio hadi pesa zilipokwisha; nyingine hazikujazwa.',
      'Ongeza pesa kwenye akaunti ya ufadhili kabla ya mzunguko ujao.',
    ],
  }),
  da: (v) => ({
    subject: `${P}: پول کافی برای چارج خودکار «${v.autoloadName}» نیست`,
    paragraphs: [
      `چارج خودکار «${i(v.autoloadName)}» مربوط به ${i(v.businessName)} برای تاریخ ${i(v.runDate)} اجرا شد.`,
      `به ${i(formatMoney('da', v.neededCents))} ضرورت بود، اما در حساب تمویل تنها ${i(formatMoney('da', v.availableCents))} موجود بود.`,
      v.skippedRun
        ? 'در این نوبت هیچ پولی واریز نشد.'
        : 'کارت‌ها به ترتیب چارج شدند تا پول تمام شد؛ باقی کارت‌ها چارج نشدند.',
      'پیش از نوبت بعدی، به حساب تمویل پول اضافه کنید.',
    ],
  }),
  pa: (v) => ({
    subject: `${P}: د «${v.autoloadName}» اتومات چارج لپاره کافي پیسې نشته`,
    paragraphs: [
      `د ${i(v.businessName)} اتومات چارج «${i(v.autoloadName)}» د ${i(v.runDate)} نېټې لپاره وچلېد.`,
      `${i(formatMoney('pa', v.neededCents))} ته اړتیا وه، خو د تمویل په حساب کې یوازې ${i(formatMoney('pa', v.availableCents))} شتون درلود.`,
      v.skippedRun
        ? 'په دې ځل هېڅ پیسې ونه اچول شوې.'
        : 'کارتونه په ترتیب سره چارج شول تر هغو چې پیسې خلاصې شوې؛ نور کارتونه چارج نه شول.',
      'له راتلونکي ځل مخکې د تمویل حساب ته پیسې ور زیاتې کړئ.',
    ],
  }),
  far: (v) => ({
    subject: `${P}: موجودی برای شارژ خودکار «${v.autoloadName}» کافی نیست`,
    paragraphs: [
      `شارژ خودکار «${i(v.autoloadName)}» ${i(v.businessName)} برای تاریخ ${i(v.runDate)} اجرا شد.`,
      `به ${i(formatMoney('far', v.neededCents))} نیاز بود، اما حساب تأمین وجه فقط ${i(formatMoney('far', v.availableCents))} موجودی در دسترس داشت.`,
      v.skippedRun
        ? 'در این نوبت هیچ مبلغی شارژ نشد.'
        : 'کارت‌ها به ترتیب شارژ شدند تا موجودی تمام شد؛ بقیهٔ کارت‌ها شارژ نشدند.',
      'پیش از نوبت بعدی، به حساب تأمین وجه پول اضافه کنید.',
    ],
  }),
  ar: (v) => ({
    subject: `${P}: لا يوجد رصيد كافٍ للشحن التلقائي «${v.autoloadName}»`,
    paragraphs: [
      `تم تنفيذ الشحن التلقائي «${i(v.autoloadName)}» التابع لـ ${i(v.businessName)} عن يوم ${i(v.runDate)}.`,
      `كان يحتاج إلى ${i(formatMoney('ar', v.neededCents))}، لكن الرصيد المتاح في حساب التمويل كان ${i(formatMoney('ar', v.availableCents))} فقط.`,
      v.skippedRun
        ? 'لم يُشحن أي مبلغ في هذه الدورة.'
        : 'شُحنت البطاقات بالترتيب حتى نفد الرصيد؛ ولم تُشحن البطاقات الأخرى.',
      'أضف أموالًا إلى حساب التمويل قبل الدورة التالية.',
    ],
  }),
});
