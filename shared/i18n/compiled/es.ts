// Made by `npm run i18n:compile` from shared/i18n/messages/es/ (decision 0044): do not edit.
import type { CompiledMessage } from '../format';
import type { MessageId } from './en';

const catalogue: Partial<Record<MessageId, CompiledMessage>> = {
  "nav.main": "Principal",
  "nav.menu": "Menú",
  "nav.home": "Inicio",
  "nav.about": "Nuestra historia",
  "nav.study": "Estudiar en el extranjero",
  "nav.services": "Servicios",
  "nav.servicesStudents": "Servicios para estudiantes",
  "nav.servicesInstitutions": "Servicios para instituciones",
  "nav.students": "Estudiantes",
  "nav.personalStatements": "Cartas de motivación",
  "nav.cvTemplates": "Plantillas de CV",
  "nav.uploadDocuments": "Subir documentos",
  "nav.contact": "Contacto",
  "nav.account": "Cuenta",
  "nav.signIn": "Iniciar sesión",
  "nav.register": "Registrarse",
  "layout.skipToContent": "Saltar al contenido",
  "language.label": "Idioma",
  "language.suggest": "Esta página también está en español.",
  "language.suggestLink": "Leerla en español",
  "language.dismiss": "No, gracias",
  "nav.galleries": "Galerías",
  "nav.terms": "Términos",
  "nav.privacy": "Privacidad",
  "nav.cookies": "Cookies",
  "nav.myAccount": "Mi cuenta",
  "nav.applications": "Solicitudes",
  "nav.messages": "Mensajes",
  "nav.updateProfile": "Editar perfil",
  "nav.changePassword": "Cambiar contraseña",
  "content.fallbackNotice": ["Esta página aún no está disponible en ",["language"],"; se muestra en inglés."],
};

export default catalogue;
