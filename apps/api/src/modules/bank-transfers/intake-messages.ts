import type { IntakeLanguage } from '@causeway/domain';

// The recipient's emails, in the three languages of the intake flow (business spec §2.5). Each is
// a function of its values so the grammar stays whole in every language.

type Messages = {
  codeSubject: string;
  codeBody: (code: string, payerName: string) => string;
  receivedSubject: string;
  receivedBody: (payerName: string, last4: string) => string;
  verifiedSubject: string;
  verifiedBody: (payerName: string, last4: string) => string;
  failedSubject: string;
  failedBody: (payerName: string) => string;
};

export const INTAKE_MESSAGES: Readonly<Record<IntakeLanguage, Messages>> = {
  en: {
    codeSubject: 'Your verification code',
    codeBody: (code, payerName) =>
      `Your code to add your bank details for ${payerName} is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this email.`,
    receivedSubject: 'We received your bank details',
    receivedBody: (payerName, last4) =>
      `We received the bank account ending in ${last4} for payments from ${payerName}. Two small deposits will appear in that account: enter their amounts on the page you used to confirm the account. Verification takes 1 to 3 business days.`,
    verifiedSubject: 'Your bank account is verified',
    verifiedBody: (payerName, last4) =>
      `Your bank account ending in ${last4} is verified. ${payerName} can now pay you by bank transfer.`,
    failedSubject: 'We could not verify your bank account',
    failedBody: (payerName) =>
      `We could not verify the bank account you gave for payments from ${payerName}. Open the link in the first email from ${payerName} to enter your bank details again.`,
  },
  es: {
    codeSubject: 'Su código de verificación',
    codeBody: (code, payerName) =>
      `Su código para agregar sus datos bancarios para ${payerName} es ${code}. Vence en 10 minutos. Si no lo solicitó, ignore este correo.`,
    receivedSubject: 'Recibimos sus datos bancarios',
    receivedBody: (payerName, last4) =>
      `Recibimos la cuenta bancaria que termina en ${last4} para los pagos de ${payerName}. Aparecerán dos depósitos pequeños en esa cuenta: ingrese sus montos en la página que usó para confirmar la cuenta. La verificación tarda de 1 a 3 días hábiles.`,
    verifiedSubject: 'Su cuenta bancaria está verificada',
    verifiedBody: (payerName, last4) =>
      `Su cuenta bancaria que termina en ${last4} está verificada. ${payerName} ya puede pagarle por transferencia bancaria.`,
    failedSubject: 'No pudimos verificar su cuenta bancaria',
    failedBody: (payerName) =>
      `No pudimos verificar la cuenta bancaria que indicó para los pagos de ${payerName}. Abra el enlace del primer correo de ${payerName} para ingresar sus datos bancarios de nuevo.`,
  },
  pl: {
    codeSubject: 'Twój kod weryfikacyjny',
    codeBody: (code, payerName) =>
      `Twój kod do dodania danych bankowych dla ${payerName} to ${code}. Wygasa za 10 minut. Jeśli nie prosiłeś o niego, zignoruj tę wiadomość.`,
    receivedSubject: 'Otrzymaliśmy Twoje dane bankowe',
    receivedBody: (payerName, last4) =>
      `Otrzymaliśmy konto bankowe kończące się na ${last4} do płatności od ${payerName}. Na tym koncie pojawią się dwa małe przelewy: wpisz ich kwoty na stronie, na której podałeś konto, aby je potwierdzić. Weryfikacja trwa od 1 do 3 dni roboczych.`,
    verifiedSubject: 'Twoje konto bankowe zostało zweryfikowane',
    verifiedBody: (payerName, last4) =>
      `Twoje konto bankowe kończące się na ${last4} zostało zweryfikowane. ${payerName} może teraz płacić Ci przelewem bankowym.`,
    failedSubject: 'Nie udało się zweryfikować Twojego konta bankowego',
    failedBody: (payerName) =>
      `Nie udało się zweryfikować konta bankowego podanego do płatności od ${payerName}. Otwórz link z pierwszej wiadomości od ${payerName}, aby ponownie wpisać dane bankowe.`,
  },
};
