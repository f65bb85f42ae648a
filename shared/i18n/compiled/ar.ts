// Made by `npm run i18n:compile` from shared/i18n/messages/ar/ (decision 0044): do not edit.
import type { CompiledMessage } from '../format';
import type { MessageId } from './en';

const catalogue: Partial<Record<MessageId, CompiledMessage>> = {
  "nav.main": "القائمة الرئيسية",
  "nav.menu": "القائمة",
  "nav.home": "الرئيسية",
  "nav.about": "قصتنا",
  "nav.study": "الدراسة في الخارج",
  "nav.services": "الخدمات",
  "nav.servicesStudents": "خدمات الطلاب",
  "nav.servicesInstitutions": "خدمات المؤسسات التعليمية",
  "nav.students": "الطلاب",
  "nav.personalStatements": "الخطابات الشخصية",
  "nav.cvTemplates": "نماذج السيرة الذاتية",
  "nav.uploadDocuments": "رفع المستندات",
  "nav.contact": "اتصل بنا",
  "nav.account": "الحساب",
  "nav.signIn": "تسجيل الدخول",
  "nav.register": "إنشاء حساب",
  "layout.skipToContent": "الانتقال إلى المحتوى",
  "language.label": "اللغة",
  "language.suggest": "هذه الصفحة متوفرة أيضًا باللغة العربية.",
  "language.suggestLink": "اقرأها بالعربية",
  "language.dismiss": "لا، شكرًا",
  "nav.galleries": "معارض الصور",
  "nav.terms": "الشروط",
  "nav.privacy": "الخصوصية",
  "nav.cookies": "ملفات تعريف الارتباط",
  "nav.myAccount": "حسابي",
  "nav.applications": "الطلبات",
  "nav.messages": "الرسائل",
  "nav.updateProfile": "تعديل الملف الشخصي",
  "nav.changePassword": "تغيير كلمة المرور",
  "content.fallbackNotice": ["هذه الصفحة غير متاحة بعد باللغة ",["language"],"، لذا نعرضها بالإنجليزية."],
};

export default catalogue;
