import { emailTemplate, isolate as i } from '../render.ts';

// The cardholder's card emails. registerUrl is there when the person has no account yet: the
// email then carries the link that creates it.

type PhysicalCardOrdered = {
  firstName: string;
  businessName: string;
  last4: string;
  /** The card this one replaces (a reissue): it is closed and its balance moved. */
  replacesLast4?: string | undefined;
  /** The carrier's service, a brand name ("UPS 2nd Day Air") that stays as the carrier writes it. */
  shippingName: string;
  registerUrl?: string | undefined;
  linkCardUrl: string;
};

/** A physical card is on its way: how it arrives and how to activate it. */
export const physicalCardOrderedEmail = emailTemplate<PhysicalCardOrdered>({
  en: (v) => ({
    subject: v.replacesLast4
      ? `Your replacement ${v.businessName} card is on its way`
      : `Your ${v.businessName} card is on its way`,
    paragraphs: [
      `Hello ${v.firstName},`,
      `${
        v.replacesLast4
          ? `${v.businessName} has replaced your card ending in ${v.replacesLast4} with a new physical card ending in ${v.last4}.\nThe card ending in ${v.replacesLast4} is closed; its available balance was moved to the new card.`
          : `${v.businessName} has ordered a physical card for you, ending in ${v.last4}.`
      }\nIt will arrive by mail (${v.shippingName}) at the address the organisation gave.`,
      ...(v.registerUrl
        ? [
            `Before it arrives, create your account to see your card, balance and purchases:\n${v.registerUrl}`,
          ]
        : []),
      `When the card arrives, activate it at ${v.linkCardUrl}: sign in and enter the 10-character card ID printed on the back of the card, the last 6 digits of the card number, the organisation name on the card and its expiry date (MM/YY). You can then set your PIN.`,
    ],
  }),
  es: (v) => ({
    subject: v.replacesLast4
      ? `Su tarjeta de reemplazo de ${v.businessName} está en camino`
      : `Su tarjeta de ${v.businessName} está en camino`,
    paragraphs: [
      `Hola, ${v.firstName}:`,
      `${
        v.replacesLast4
          ? `${v.businessName} reemplazó su tarjeta que termina en ${v.replacesLast4} por una nueva tarjeta física que termina en ${v.last4}.\nLa tarjeta que termina en ${v.replacesLast4} está cerrada; su saldo disponible se pasó a la nueva tarjeta.`
          : `${v.businessName} pidió para usted una tarjeta física que termina en ${v.last4}.`
      }\nLlegará por correo (${v.shippingName}) a la dirección que indicó la organización.`,
      ...(v.registerUrl
        ? [
            `Antes de que llegue, cree su cuenta para ver su tarjeta, su saldo y sus compras:\n${v.registerUrl}`,
          ]
        : []),
      `Cuando reciba la tarjeta, actívela en ${v.linkCardUrl}: inicie sesión e ingrese el ID de tarjeta de 10 caracteres impreso al dorso, los últimos 6 dígitos del número de la tarjeta, el nombre de la organización que figura en la tarjeta y su fecha de vencimiento (MM/AA). Después podrá elegir su PIN.`,
    ],
  }),
  fr: (v) => ({
    subject: v.replacesLast4
      ? `Votre carte de remplacement ${v.businessName} est en route`
      : `Votre carte ${v.businessName} est en route`,
    paragraphs: [
      `Bonjour ${v.firstName},`,
      `${
        v.replacesLast4
          ? `${v.businessName} a remplacé votre carte se terminant par ${v.replacesLast4} par une nouvelle carte physique se terminant par ${v.last4}.\nLa carte se terminant par ${v.replacesLast4} est fermée ; son solde disponible a été transféré sur la nouvelle carte.`
          : `${v.businessName} a commandé pour vous une carte physique se terminant par ${v.last4}.`
      }\nElle arrivera par courrier (${v.shippingName}) à l’adresse indiquée par l’organisation.`,
      ...(v.registerUrl
        ? [
            `Avant son arrivée, créez votre compte pour voir votre carte, votre solde et vos achats :\n${v.registerUrl}`,
          ]
        : []),
      `À réception de la carte, activez-la sur ${v.linkCardUrl} : connectez-vous et saisissez l’identifiant de carte à 10 caractères imprimé au dos, les 6 derniers chiffres du numéro de carte, le nom de l’organisation inscrit sur la carte et sa date d’expiration (MM/AA). Vous pourrez ensuite définir votre code PIN.`,
    ],
  }),
  pl: (v) => ({
    subject: v.replacesLast4
      ? `Twoja nowa karta ${v.businessName} (w miejsce poprzedniej) jest w drodze`
      : `Twoja karta ${v.businessName} jest w drodze`,
    paragraphs: [
      `Dzień dobry, ${v.firstName}!`,
      `${
        v.replacesLast4
          ? `${v.businessName} zastąpiła Twoją kartę z końcówką ${v.replacesLast4} nową kartą fizyczną z końcówką ${v.last4}.\nKarta z końcówką ${v.replacesLast4} jest zamknięta, a jej dostępne saldo przeniesiono na nową kartę.`
          : `${v.businessName} zamówiła dla Ciebie kartę fizyczną z końcówką ${v.last4}.`
      }\nKarta przyjdzie pocztą (${v.shippingName}) na adres podany przez organizację.`,
      ...(v.registerUrl
        ? [`Zanim karta dotrze, załóż konto, aby widzieć swoją kartę, saldo i zakupy:\n${v.registerUrl}`]
        : []),
      `Gdy karta dotrze, aktywuj ją na stronie ${v.linkCardUrl}: zaloguj się i wpisz 10-znakowy identyfikator karty wydrukowany na jej odwrocie, ostatnie 6 cyfr numeru karty, nazwę organizacji widoczną na karcie i datę ważności (MM/RR). Potem ustawisz swój PIN.`,
    ],
  }),
  ru: (v) => ({
    subject: v.replacesLast4
      ? `Ваша новая карта ${v.businessName} на замену уже в пути`
      : `Ваша карта ${v.businessName} уже в пути`,
    paragraphs: [
      `Здравствуйте, ${v.firstName}!`,
      `${
        v.replacesLast4
          ? `${v.businessName} заменила вашу карту с последними цифрами ${v.replacesLast4} на новую пластиковую карту с последними цифрами ${v.last4}.\nКарта с последними цифрами ${v.replacesLast4} закрыта, её доступный остаток перенесён на новую карту.`
          : `${v.businessName} заказала для вас пластиковую карту с последними цифрами ${v.last4}.`
      }\nОна придёт по почте (${v.shippingName}) на адрес, который указала организация.`,
      ...(v.registerUrl
        ? [
            `Пока карта в пути, создайте учётную запись, чтобы видеть карту, баланс и покупки:\n${v.registerUrl}`,
          ]
        : []),
      `Когда карта придёт, активируйте её на странице ${v.linkCardUrl}: войдите и введите 10-символьный идентификатор карты с её обратной стороны, последние 6 цифр номера карты, название организации на карте и срок действия (ММ/ГГ). После этого вы сможете задать PIN-код.`,
    ],
  }),
  zh: (v) => ({
    subject: v.replacesLast4 ? `您的 ${v.businessName} 补发卡已寄出` : `您的 ${v.businessName} 卡已寄出`,
    paragraphs: [
      `${v.firstName}，您好：`,
      `${
        v.replacesLast4
          ? `${v.businessName} 已将您尾号为 ${v.replacesLast4} 的卡更换为一张尾号为 ${v.last4} 的新实体卡。\n尾号为 ${v.replacesLast4} 的卡已关闭，其可用余额已转入新卡。`
          : `${v.businessName} 已为您订购一张尾号为 ${v.last4} 的实体卡。`
      }\n该卡将通过邮寄（${v.shippingName}）送到机构提供的地址。`,
      ...(v.registerUrl
        ? [`在卡片寄到之前，请创建账户，以便查看您的卡、余额和消费记录：\n${v.registerUrl}`]
        : []),
      `收到卡片后，请在 ${v.linkCardUrl} 激活：登录后输入印在卡片背面的 10 位卡片 ID、卡号的最后 6 位数字、卡片上的机构名称以及有效期（MM/YY）。之后即可设置 PIN 码。`,
    ],
  }),
  uk: (v) => ({
    subject: v.replacesLast4
      ? `Ваша нова картка ${v.businessName} на заміну вже в дорозі`
      : `Ваша картка ${v.businessName} вже в дорозі`,
    paragraphs: [
      `Вітаємо, ${v.firstName}!`,
      `${
        v.replacesLast4
          ? `${v.businessName} замінила вашу картку з останніми цифрами ${v.replacesLast4} на нову пластикову картку з останніми цифрами ${v.last4}.\nКартку з останніми цифрами ${v.replacesLast4} закрито, її доступний залишок перенесено на нову картку.`
          : `${v.businessName} замовила для вас пластикову картку з останніми цифрами ${v.last4}.`
      }\nВона надійде поштою (${v.shippingName}) на адресу, яку вказала організація.`,
      ...(v.registerUrl
        ? [
            `Поки картка в дорозі, створіть обліковий запис, щоб бачити картку, баланс і покупки:\n${v.registerUrl}`,
          ]
        : []),
      `Коли картка надійде, активуйте її на сторінці ${v.linkCardUrl}: увійдіть і введіть 10-символьний ідентифікатор картки з її зворотного боку, останні 6 цифр номера картки, назву організації на картці та термін дії (ММ/РР). Після цього ви зможете встановити PIN-код.`,
    ],
  }),
  sw: (v) => ({
    subject: v.replacesLast4
      ? `Kadi yako mbadala ya ${v.businessName} iko njiani`
      : `Kadi yako ya ${v.businessName} iko njiani`,
    paragraphs: [
      `Habari ${v.firstName},`,
      `${
        v.replacesLast4
          ? `${v.businessName} imebadilisha kadi yako inayoishia na ${v.replacesLast4} kwa kadi mpya halisi inayoishia na ${v.last4}.\nKadi inayoishia na ${v.replacesLast4} imefungwa; salio lake lililopo limehamishiwa kwenye kadi mpya.`
          : `${v.businessName} imekuagizia kadi halisi inayoishia na ${v.last4}.`
      }\nItafika kwa posta (${v.shippingName}) kwenye anwani iliyotolewa na shirika.`,
      ...(v.registerUrl
        ? [`Kabla haijafika, fungua akaunti yako ili uone kadi yako, salio na manunuzi:\n${v.registerUrl}`]
        : []),
      `Kadi ikifika, iamilishe kwenye ${v.linkCardUrl}: ingia kisha uweke kitambulisho cha kadi chenye herufi 10 kilichochapishwa nyuma ya kadi, tarakimu 6 za mwisho za nambari ya kadi, jina la shirika lililo kwenye kadi na tarehe ya kuisha muda (MM/YY). Kisha unaweza kuweka PIN yako.`,
    ],
  }),
  da: (v) => ({
    subject: v.replacesLast4
      ? `کارت جایگزین ${v.businessName} شما در راه است`
      : `کارت ${v.businessName} شما در راه است`,
    paragraphs: [
      `سلام ${i(v.firstName)}،`,
      `${
        v.replacesLast4
          ? `${i(v.businessName)} کارت شما را که به ${i(v.replacesLast4)} ختم می‌شود، با یک کارت فزیکی جدید که به ${i(v.last4)} ختم می‌شود عوض کرده است.\nکارتی که به ${i(v.replacesLast4)} ختم می‌شود بسته شده و بیلانس قابل استفادهٔ آن به کارت جدید انتقال یافته است.`
          : `${i(v.businessName)} برای شما یک کارت فزیکی فرمایش داده است که به ${i(v.last4)} ختم می‌شود.`
      }\nاین کارت از راه پست (${i(v.shippingName)}) به آدرسی که مؤسسه داده است می‌رسد.`,
      ...(v.registerUrl
        ? [
            `پیش از رسیدن کارت، حساب خود را بسازید تا کارت، بیلانس و خریدهای خود را ببینید:\n${i(v.registerUrl)}`,
          ]
        : []),
      `وقتی کارت رسید، آن را در ${i(v.linkCardUrl)} فعال کنید: وارد شوید و شناسهٔ ۱۰ حرفی کارت را که پشت کارت چاپ شده است، ۶ رقم آخر شمارهٔ کارت، نام مؤسسه روی کارت و تاریخ ختم اعتبار آن (${i('MM/YY')}) را وارد کنید. بعد از آن می‌توانید رمز PIN خود را تنظیم کنید.`,
    ],
  }),
  pa: (v) => ({
    subject: v.replacesLast4
      ? `ستاسو د ${v.businessName} بدیل کارت په لاره کې دی`
      : `ستاسو د ${v.businessName} کارت په لاره کې دی`,
    paragraphs: [
      `سلام ${i(v.firstName)}،`,
      `${
        v.replacesLast4
          ? `${i(v.businessName)} ستاسو هغه کارت چې په ${i(v.replacesLast4)} پای ته رسېږي، په یوه نوي فزیکي کارت بدل کړ چې په ${i(v.last4)} پای ته رسېږي.\nهغه کارت چې په ${i(v.replacesLast4)} پای ته رسېږي تړل شوی او شته بیلانس یې نوي کارت ته لېږدول شوی دی.`
          : `${i(v.businessName)} ستاسو لپاره یو فزیکي کارت فرمایش کړی چې په ${i(v.last4)} پای ته رسېږي.`
      }\nدا کارت به د پوستې له لارې (${i(v.shippingName)}) هغه پتې ته ورسېږي چې موسسې ورکړې ده.`,
      ...(v.registerUrl
        ? [
            `مخکې له دې چې کارت ورسېږي، خپل حساب جوړ کړئ ترڅو خپل کارت، بیلانس او پېرودونه وګورئ:\n${i(v.registerUrl)}`,
          ]
        : []),
      `کله چې کارت ورسېد، هغه په ${i(v.linkCardUrl)} کې فعال کړئ: ننوځئ او د کارت ۱۰ توريزه پېژند چې د کارت شاته چاپ شوی، د کارت د شمېرې وروستي ۶ عددونه، په کارت لیکل شوی د موسسې نوم او د اعتبار د پای نېټه (${i('MM/YY')}) ولیکئ. بیا کولای شئ خپل PIN وټاکئ.`,
    ],
  }),
  far: (v) => ({
    subject: v.replacesLast4
      ? `کارت جایگزین ${v.businessName} شما در راه است`
      : `کارت ${v.businessName} شما در راه است`,
    paragraphs: [
      `سلام ${i(v.firstName)}،`,
      `${
        v.replacesLast4
          ? `${i(v.businessName)} کارت شما با شمارهٔ پایانی ${i(v.replacesLast4)} را با یک کارت فیزیکی جدید با شمارهٔ پایانی ${i(v.last4)} جایگزین کرده است.\nکارت با شمارهٔ پایانی ${i(v.replacesLast4)} بسته شده و موجودی در دسترس آن به کارت جدید منتقل شده است.`
          : `${i(v.businessName)} یک کارت فیزیکی با شمارهٔ پایانی ${i(v.last4)} برای شما سفارش داده است.`
      }\nاین کارت با پست (${i(v.shippingName)}) به نشانی‌ای که سازمان داده است می‌رسد.`,
      ...(v.registerUrl
        ? [
            `پیش از رسیدن کارت، حساب خود را بسازید تا کارت، موجودی و خریدهایتان را ببینید:\n${i(v.registerUrl)}`,
          ]
        : []),
      `وقتی کارت رسید، آن را در ${i(v.linkCardUrl)} فعال کنید: وارد شوید و شناسهٔ ۱۰ نویسه‌ای کارت را که پشت کارت چاپ شده است، ۶ رقم آخر شمارهٔ کارت، نام سازمان روی کارت و تاریخ انقضای آن (${i('MM/YY')}) را وارد کنید. سپس می‌توانید PIN خود را تنظیم کنید.`,
    ],
  }),
  ar: (v) => ({
    subject: v.replacesLast4
      ? `بطاقتك البديلة من ${v.businessName} في الطريق إليك`
      : `بطاقتك من ${v.businessName} في الطريق إليك`,
    paragraphs: [
      `مرحبًا ${i(v.firstName)}،`,
      `${
        v.replacesLast4
          ? `استبدلت ${i(v.businessName)} بطاقتك المنتهية بالرقم ${i(v.replacesLast4)} ببطاقة فعلية جديدة تنتهي بالرقم ${i(v.last4)}.\nأُغلقت البطاقة المنتهية بالرقم ${i(v.replacesLast4)}، ونُقل رصيدها المتاح إلى البطاقة الجديدة.`
          : `طلبت ${i(v.businessName)} لك بطاقة فعلية تنتهي بالرقم ${i(v.last4)}.`
      }\nستصلك بالبريد (${i(v.shippingName)}) على العنوان الذي قدّمته المؤسسة.`,
      ...(v.registerUrl ? [`قبل وصولها، أنشئ حسابك لترى بطاقتك ورصيدك ومشترياتك:\n${i(v.registerUrl)}`] : []),
      `عند وصول البطاقة، فعّلها على ${i(v.linkCardUrl)}: سجّل الدخول وأدخل معرّف البطاقة المكوّن من 10 أحرف والمطبوع على ظهرها، وآخر 6 أرقام من رقم البطاقة، واسم المؤسسة المكتوب على البطاقة، وتاريخ انتهاء صلاحيتها (${i('MM/YY')}). بعد ذلك يمكنك تعيين رمز PIN.`,
    ],
  }),
});

type VirtualCardIssued = {
  firstName: string;
  businessName: string;
  last4: string;
  registerUrl?: string | undefined;
  signInUrl: string;
};

/** A virtual card was issued: where to see it (the account link when the person has none yet). */
export const virtualCardIssuedEmail = emailTemplate<VirtualCardIssued>({
  en: (v) => ({
    subject: `Your ${v.businessName} card is ready`,
    paragraphs: [
      `Hello ${v.firstName},`,
      `${v.businessName} has issued you a virtual card ending in ${v.last4}.`,
      v.registerUrl
        ? `Create your account to see your card, balance and purchases:\n${v.registerUrl}`
        : `Sign in to see it: ${v.signInUrl}`,
    ],
  }),
  es: (v) => ({
    subject: `Su tarjeta de ${v.businessName} está lista`,
    paragraphs: [
      `Hola, ${v.firstName}:`,
      `${v.businessName} le emitió una tarjeta virtual que termina en ${v.last4}.`,
      v.registerUrl
        ? `Cree su cuenta para ver su tarjeta, su saldo y sus compras:\n${v.registerUrl}`
        : `Inicie sesión para verla: ${v.signInUrl}`,
    ],
  }),
  fr: (v) => ({
    subject: `Votre carte ${v.businessName} est prête`,
    paragraphs: [
      `Bonjour ${v.firstName},`,
      `${v.businessName} vous a émis une carte virtuelle se terminant par ${v.last4}.`,
      v.registerUrl
        ? `Créez votre compte pour voir votre carte, votre solde et vos achats :\n${v.registerUrl}`
        : `Connectez-vous pour la voir : ${v.signInUrl}`,
    ],
  }),
  pl: (v) => ({
    subject: `Twoja karta ${v.businessName} jest gotowa`,
    paragraphs: [
      `Dzień dobry, ${v.firstName}!`,
      `${v.businessName} wydała Ci kartę wirtualną z końcówką ${v.last4}.`,
      v.registerUrl
        ? `Załóż konto, aby widzieć swoją kartę, saldo i zakupy:\n${v.registerUrl}`
        : `Zaloguj się, aby ją zobaczyć: ${v.signInUrl}`,
    ],
  }),
  ru: (v) => ({
    subject: `Ваша карта ${v.businessName} готова`,
    paragraphs: [
      `Здравствуйте, ${v.firstName}!`,
      `${v.businessName} выпустила для вас виртуальную карту с последними цифрами ${v.last4}.`,
      v.registerUrl
        ? `Создайте учётную запись, чтобы видеть карту, баланс и покупки:\n${v.registerUrl}`
        : `Войдите, чтобы увидеть её: ${v.signInUrl}`,
    ],
  }),
  zh: (v) => ({
    subject: `您的 ${v.businessName} 卡已就绪`,
    paragraphs: [
      `${v.firstName}，您好：`,
      `${v.businessName} 已为您发放一张尾号为 ${v.last4} 的虚拟卡。`,
      v.registerUrl
        ? `请创建账户，以便查看您的卡、余额和消费记录：\n${v.registerUrl}`
        : `请登录查看：${v.signInUrl}`,
    ],
  }),
  uk: (v) => ({
    subject: `Ваша картка ${v.businessName} готова`,
    paragraphs: [
      `Вітаємо, ${v.firstName}!`,
      `${v.businessName} випустила для вас віртуальну картку з останніми цифрами ${v.last4}.`,
      v.registerUrl
        ? `Створіть обліковий запис, щоб бачити картку, баланс і покупки:\n${v.registerUrl}`
        : `Увійдіть, щоб її побачити: ${v.signInUrl}`,
    ],
  }),
  sw: (v) => ({
    subject: `Kadi yako ya ${v.businessName} iko tayari`,
    paragraphs: [
      `Habari ${v.firstName},`,
      `${v.businessName} imekupa kadi pepe inayoishia na ${v.last4}.`,
      v.registerUrl
        ? `Fungua akaunti yako ili uone kadi yako, salio na manunuzi:\n${v.registerUrl}`
        : `Ingia ili uione: ${v.signInUrl}`,
    ],
  }),
  da: (v) => ({
    subject: `کارت ${v.businessName} شما آماده است`,
    paragraphs: [
      `سلام ${i(v.firstName)}،`,
      `${i(v.businessName)} برای شما یک کارت مجازی صادر کرده است که به ${i(v.last4)} ختم می‌شود.`,
      v.registerUrl
        ? `حساب خود را بسازید تا کارت، بیلانس و خریدهای خود را ببینید:\n${i(v.registerUrl)}`
        : `برای دیدن آن وارد شوید: ${i(v.signInUrl)}`,
    ],
  }),
  pa: (v) => ({
    subject: `ستاسو د ${v.businessName} کارت چمتو دی`,
    paragraphs: [
      `سلام ${i(v.firstName)}،`,
      `${i(v.businessName)} تاسو ته یو مجازي کارت صادر کړی چې په ${i(v.last4)} پای ته رسېږي.`,
      v.registerUrl
        ? `خپل حساب جوړ کړئ ترڅو خپل کارت، بیلانس او پېرودونه وګورئ:\n${i(v.registerUrl)}`
        : `د لیدلو لپاره ننوځئ: ${i(v.signInUrl)}`,
    ],
  }),
  far: (v) => ({
    subject: `کارت ${v.businessName} شما آماده است`,
    paragraphs: [
      `سلام ${i(v.firstName)}،`,
      `${i(v.businessName)} یک کارت مجازی با شمارهٔ پایانی ${i(v.last4)} برای شما صادر کرده است.`,
      v.registerUrl
        ? `حساب خود را بسازید تا کارت، موجودی و خریدهایتان را ببینید:\n${i(v.registerUrl)}`
        : `برای دیدن آن وارد شوید: ${i(v.signInUrl)}`,
    ],
  }),
  ar: (v) => ({
    subject: `بطاقتك من ${v.businessName} جاهزة`,
    paragraphs: [
      `مرحبًا ${i(v.firstName)}،`,
      `أصدرت لك ${i(v.businessName)} بطاقة افتراضية تنتهي بالرقم ${i(v.last4)}.`,
      v.registerUrl
        ? `أنشئ حسابك لترى بطاقتك ورصيدك ومشترياتك:\n${i(v.registerUrl)}`
        : `سجّل الدخول للاطلاع عليها: ${i(v.signInUrl)}`,
    ],
  }),
});
