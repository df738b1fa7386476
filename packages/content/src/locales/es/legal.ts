import { LEGAL_UPDATED } from '../../legal/updated.js';
import type { Messages } from '../../messages.js';

/**
 * Las cinco páginas legales de ambos sitios, escritas para quien las lee en España o en
 * Latinoamérica, de tú como el resto de los textos. Describen lo que hace el código; los nombres
 * de almacenamiento (`landing_…`), los parámetros (`utm_…`, `lang=es`) y los marcadores (`{email}`,
 * `{app}`…) son datos y no se traducen.
 */
export const legal: Messages['legal'] = {
  lastUpdated: 'Última actualización: {date}',
  placeholder: '[Por definir: {what}]',
  links: {
    privacy: 'política de privacidad',
    cookies: 'política de cookies',
    terms: 'términos de uso',
    legalNotice: 'aviso legal',
    accessibility: 'declaración de accesibilidad',
  },
  aepd: { label: 'Agencia Española de Protección de Datos (AEPD)', href: 'https://www.aepd.es/' },
  pages: {
    privacy: {
      seo: {
        title: 'Política de privacidad – Inkwell AI',
        description:
          'Qué guardan en tu navegador los sitios de Inkwell AI, qué envían a otros servicios y qué derechos tienes sobre tus datos.',
      },
      title: 'Política de privacidad',
      updated: LEGAL_UPDATED.privacy,
      intro:
        'Qué pasa con la información sobre ti cuando visitas los sitios web de Inkwell AI: qué guardan, adónde va y qué puedes hacer al respecto. Estas páginas hacen muy poco con tus datos, así que la política es breve.',
      sections: [
        {
          id: 'who',
          heading: 'Quién es responsable',
          paragraphs: [
            'La empresa que figura en nuestro {legalNotice} gestiona estos sitios web y es responsable de los datos personales que tratan. Para cualquier cosa relacionada con esta política, escríbenos a {email}.',
          ],
        },
        {
          id: 'summary',
          heading: 'En pocas palabras',
          paragraphs: [],
          items: [
            'Puedes leer todas las páginas sin tener una cuenta, y ningún formulario de estas páginas te pide tu nombre ni tu correo electrónico.',
            'Estas páginas no instalan cookies por sí mismas. Guardan tres datos pequeños en tu navegador, que detallamos en nuestra {cookies}.',
            'Las herramientas de analítica y de publicidad no guardan nada en tu dispositivo hasta que digas que sí. Si tu navegador envía la señal Global Privacy Control o Do Not Track, la tomamos como un no.',
            'El registro y el inicio de sesión se hacen en nuestra aplicación, donde rigen sus propias condiciones de privacidad.',
          ],
        },
        {
          id: 'campaign',
          heading: 'Cómo llegaste hasta aquí',
          paragraphs: [
            'Si el enlace que te trajo incluye datos de campaña, la página lee cinco de ellos en la dirección: utm_source, utm_medium, utm_campaign, utm_term y utm_content. También anota el sitio web desde el que llegaste (solo su nombre de dominio, como example.com, nunca la dirección completa) y la página por la que entraste (su ruta, sin nada de lo que va detrás).',
            'Mientras no aceptes la analítica, nada de esto se guarda: solo viaja en el enlace de registro que toques en la misma página a la que llegaste. Cuando la aceptas, se guarda en el almacenamiento de sesión de tu navegador con el nombre landing_tracking, para que los enlaces de registro de las siguientes páginas que abras también lo lleven. El almacenamiento de sesión se vacía al cerrar la pestaña o el navegador.',
            'Así sabemos qué campañas y qué sitios web nos traen a las personas que se registran. Nunca le añadimos tu nombre, tu correo ni ningún otro dato que te identifique.',
          ],
        },
        {
          id: 'analytics',
          heading: 'Analítica',
          paragraphs: [
            'Cuando tocas un botón de registro u otro de los botones principales, la página anota cuál fue, y de cada página que ves anota su ruta. Esos eventos van a una lista dentro de la propia página, llamada capa de datos, de donde puede leerlos un gestor de etiquetas.',
            'El gestor de etiquetas (Google Tag Manager) solo se carga si lo hemos configurado, y solo después de que aceptes la analítica o el marketing en las preferencias de cookies: hasta entonces no se envía nada a Google. Arranca con el modo de consentimiento de Google denegando el almacenamiento de analítica y el de publicidad, y después permite solo lo que aceptaste: analítica, marketing o ambas.',
            'Si tu navegador envía la señal Global Privacy Control o Do Not Track, la tomamos como un no a las dos cosas sin preguntarte, y ningún evento sale de la página.',
          ],
        },
        {
          id: 'choices',
          heading: 'Cómo recordamos lo que elegiste',
          paragraphs: [
            'El almacenamiento local de tu navegador guarda tu elección sobre las cookies con el nombre landing_consent: analítica sí o no, marketing sí o no, y cuándo elegiste. A los seis meses se borra y te volvemos a preguntar. Si cierras la sugerencia de leer una página en el otro idioma, el navegador también lo recuerda, con el nombre landing_language_notice, para no volver a mostrártela. Ambos datos se quedan en tu dispositivo hasta que caducan o los borras.',
          ],
        },
        {
          id: 'videos',
          heading: 'Videos de demostración',
          paragraphs: [
            'Algunas páginas ofrecen un video de demostración. El reproductor solo se carga cuando abres el video: en inglés, desde el dominio de privacidad mejorada de YouTube, youtube-nocookie.com; en español, desde Vimeo, con su opción de no seguimiento activada. En cuanto se carga, YouTube (un servicio de Google) o Vimeo recibe tu dirección IP y los datos habituales de tu navegador, y los trata según su propia política de privacidad.',
          ],
        },
        {
          id: 'books',
          heading: 'Libros e imágenes',
          paragraphs: [
            'Algunas páginas muestran libros populares de nuestro marketplace. Para obtenerlos, tu navegador le pide la lista actual a nuestro servicio del marketplace en {api}. No añadimos nada sobre ti a esa petición; como cualquier petición en internet, llega con tu dirección IP y algunos datos básicos de tu navegador.',
            'Las portadas y las ilustraciones se cargan igual, desde nuestro almacenamiento en {storage}. Los servidores que entregan estas páginas, los libros y las imágenes reciben esos datos básicos con cada petición, como cualquier servidor web, y pueden conservarlos poco tiempo en registros de seguridad.',
          ],
        },
        {
          id: 'app',
          heading: 'Registro e inicio de sesión',
          paragraphs: [
            'Nuestra aplicación, en {app}, es un servicio aparte. Un enlace de registro lleva consigo que vienes de estas páginas y qué botón tocaste (source y action), lang=es si estabas leyendo en español, los datos de campaña que describimos arriba y, en la página de una herramienta gratuita, lo que escribiste en ella. El enlace para iniciar sesión solo lleva lang=es, desde las páginas en español.',
            'Una vez dentro de la aplicación, rigen sus propias condiciones de privacidad.',
          ],
        },
        {
          id: 'outside-eu',
          heading: 'Servicios fuera de Europa',
          paragraphs: [
            'Google y Vimeo tienen su sede en Estados Unidos y pueden tratar allí lo que reciben cuando usas el gestor de etiquetas o ves un video. Escríbenos a {email} si quieres saber qué garantías se aplican.',
          ],
        },
        {
          id: 'grounds',
          heading: 'Con qué base lo hacemos',
          paragraphs: [],
          items: [
            'La analítica y la medición de marketing: tu consentimiento, que puedes retirar cuando quieras en las preferencias de cookies.',
            'Llevar los datos de campaña en el enlace de registro que tocas y recordar lo que elegiste: nuestro interés legítimo en saber qué campañas funcionan y en respetar tu decisión. Puedes oponerte en cualquier momento.',
            'Entregar las páginas, los libros y las imágenes, y mantener seguros los servidores: nuestro interés legítimo en que los sitios web funcionen.',
          ],
        },
        {
          id: 'rights',
          heading: 'Tus derechos',
          paragraphs: [
            'Puedes pedirnos una copia de los datos personales que tengamos sobre ti y pedirnos que los corrijamos, los borremos, limitemos su uso o te los entreguemos, a ti o a quien nos digas, en un formato que se pueda transferir. Puedes oponerte a cualquier uso basado en nuestro interés legítimo y retirar tu consentimiento cuando quieras; retirarlo no deshace lo ocurrido antes.',
            'Casi todo lo que manejan estas páginas no sale de tu navegador: si borras los datos de este sitio en la configuración del navegador, desaparece. Para todo lo demás, escríbenos a {email}. Puede que te pidamos confirmar quién eres antes de actuar.',
            'Si crees que no hemos tratado bien tus datos, puedes presentar una reclamación ante una autoridad de protección de datos, en especial la del país donde vives o trabajas. En España es la {aepd}.',
          ],
        },
        {
          id: 'changes',
          heading: 'Cambios en esta política',
          paragraphs: [
            'Cuando estos sitios web empiecen a hacer algo nuevo con tus datos, actualizaremos esta página y la fecha que aparece arriba.',
          ],
        },
      ],
    },
    cookies: {
      seo: {
        title: 'Política de cookies – Inkwell AI',
        description:
          'Los tres datos que los sitios de Inkwell AI guardan en tu navegador, los servicios externos que cargan y cómo cambiar tus preferencias.',
      },
      title: 'Política de cookies',
      updated: LEGAL_UPDATED.cookies,
      intro:
        'Estas páginas no instalan cookies por sí mismas. Guardan tres datos pequeños en tu navegador; las herramientas de analítica y marketing solo pueden guardar algo en tu dispositivo después de que digas que sí, y los reproductores de video solo se cargan cuando abres un video. Aquí tienes cada cosa y cómo cambiar de opinión.',
      sections: [
        {
          id: 'storage',
          heading: 'Qué guardamos en tu navegador',
          paragraphs: [
            'El almacenamiento web es como una cookie que se queda en tu navegador: no viaja con cada petición a un servidor. Estos son los datos que guardan estas páginas:',
          ],
          storage: {
            labels: { place: 'Dónde', purpose: 'Para qué sirve', duration: 'Cuánto dura' },
            entries: [
              {
                key: 'landing_consent',
                place: 'Almacenamiento local',
                purpose:
                  'Tu elección sobre las cookies: analítica sí o no, marketing sí o no, y cuándo la hiciste.',
                duration: '6 meses; después te volvemos a preguntar',
              },
              {
                key: 'landing_tracking',
                place: 'Almacenamiento de sesión',
                purpose:
                  'Los datos de campaña de tu visita, el sitio web desde el que llegaste y la página por la que entraste. Solo se guarda si aceptas la analítica.',
                duration: 'Hasta que cierras la pestaña o el navegador',
              },
              {
                key: 'landing_language_notice',
                place: 'Almacenamiento local',
                purpose: 'Que cerraste la sugerencia de leer la página en el otro idioma.',
                duration: 'Hasta que borras los datos del navegador',
              },
            ],
          },
        },
        {
          id: 'analytics',
          heading: 'Analítica y marketing',
          paragraphs: [
            'Si hemos configurado Google Tag Manager, solo se carga cuando aceptas la analítica o el marketing, y el modo de consentimiento de Google deja que sus etiquetas usen cookies solo para lo que aceptaste. Si rechazas ambas, no se carga nunca.',
            'Si tu navegador envía la señal Global Privacy Control o Do Not Track, cuenta como un no y no te preguntamos.',
          ],
        },
        {
          id: 'videos',
          heading: 'Videos de demostración',
          paragraphs: [
            'Los reproductores de los videos de demostración solo se cargan cuando abres un video: el modo de privacidad mejorada de YouTube (youtube-nocookie.com) en inglés y Vimeo, con la opción de no seguimiento activada, en español. Una vez cargado, cada reproductor sigue la política de YouTube o de Vimeo.',
          ],
        },
        {
          id: 'change',
          heading: 'Cómo cambiar de opinión',
          paragraphs: [
            'Puedes cambiar tu elección cuando quieras, aquí mismo o con «Preferencias de cookies», al pie de cada página.',
          ],
          settingsButton: 'Cambiar preferencias de cookies',
        },
        {
          id: 'clear',
          heading: 'Cómo borrar lo que guardamos',
          paragraphs: [
            'Para borrar todos estos datos de una vez, elimina los datos de este sitio en la configuración de tu navegador. Después te volveremos a preguntar qué prefieres. Nuestra {privacy} explica qué más pasa con tus datos.',
          ],
        },
      ],
    },
    terms: {
      seo: {
        title: 'Términos de uso – Inkwell AI',
        description:
          'Las reglas para usar los sitios web de Inkwell AI: para qué sirven, el uso justo, nuestro contenido, los enlaces externos y la ley aplicable.',
      },
      title: 'Términos de uso',
      updated: LEGAL_UPDATED.terms,
      intro:
        'Estos términos regulan el uso de estos sitios web. El uso de la aplicación de Inkwell AI se rige por las condiciones que aceptas al crear tu cuenta.',
      sections: [
        {
          id: 'who',
          heading: 'Quiénes somos',
          paragraphs: [
            'Estos sitios web los gestiona la empresa que figura en nuestro {legalNotice}. Al usarlos, aceptas estos términos; si no estás de acuerdo con ellos, te pedimos que no los uses.',
          ],
        },
        {
          id: 'purpose',
          heading: 'Para qué sirven estas páginas',
          paragraphs: [
            'Presentan Inkwell AI, ofrecen herramientas gratuitas que continúan en nuestra aplicación y muestran libros de nuestro marketplace. Las descripciones, cifras y ejemplos están para ayudarte a decidir; lo que obtienes lo determinan la aplicación y el plan que elijas en ella.',
            'La oferta que se te aplica, incluida la prueba gratuita, es la que te muestra la aplicación al registrarte.',
          ],
        },
        {
          id: 'fair-use',
          heading: 'Uso justo de los sitios web',
          paragraphs: [],
          items: [
            'No intentes entrar sin permiso, sobrecargar ni interrumpir los sitios web o los servicios que hay detrás.',
            'No copies el contenido de los sitios de forma masiva con herramientas automáticas, salvo como lo hacen los buscadores para listar páginas públicas.',
            'No uses los sitios web para engañar a nadie sobre quién eres o sobre Inkwell AI.',
          ],
        },
        {
          id: 'content',
          heading: 'Nuestro contenido',
          paragraphs: [
            'Los textos, el diseño, las ilustraciones y el software de estos sitios web son nuestros o de quienes nos han dado licencia para usarlos. Puedes enlazar cualquier página y citar fragmentos breves si mencionas la fuente; para todo lo demás necesitas nuestro permiso por escrito. Los libros del marketplace pertenecen a sus autores.',
          ],
        },
        {
          id: 'links',
          heading: 'Enlaces a otros sitios web',
          paragraphs: [
            'Enlazamos otros sitios web, como proveedores de pago y reproductores de video. No los controlamos, y en ellos rigen sus propias condiciones.',
          ],
        },
        {
          id: 'availability',
          heading: 'Disponibilidad y responsabilidad',
          paragraphs: [
            'Nos esforzamos por mantener los sitios web correctos y disponibles, pero no podemos prometer que nunca tengan errores o interrupciones. Nada de estos términos limita los derechos que la ley te reconoce como consumidor.',
          ],
        },
        {
          id: 'changes',
          heading: 'Cambios y ley aplicable',
          paragraphs: [
            'Podemos actualizar estos términos; la fecha que aparece arriba indica la versión vigente. Se aplica la ley del país donde estamos establecidos (lo indica el {legalNotice}), sin quitarte la protección que te da la ley de tu propio país.',
          ],
        },
        {
          id: 'contact',
          heading: 'Preguntas',
          paragraphs: ['Escríbenos a {email}.'],
        },
      ],
    },
    legalNotice: {
      seo: {
        title: 'Aviso legal – Inkwell AI',
        description:
          'Quién gestiona los sitios web de Inkwell AI: razón social, domicilio, datos registrales, identificación fiscal y cómo contactarnos.',
      },
      title: 'Aviso legal',
      updated: LEGAL_UPDATED.legalNotice,
      intro: 'Los datos que la ley pide publicar a todo sitio web sobre quién lo gestiona.',
      sections: [
        {
          id: 'operator',
          heading: 'Quién gestiona estos sitios web',
          paragraphs: ['Los sitios web de Inkwell AI los gestiona:'],
          operator: {
            legalName: 'Razón social',
            address: 'Domicilio social',
            registry: 'Datos registrales',
            taxId: 'Identificación fiscal',
            email: 'Correo electrónico',
          },
        },
        {
          id: 'purpose',
          heading: 'Para qué sirven los sitios web',
          paragraphs: [
            'Presentan la aplicación de Inkwell AI, que escribe y diseña ebooks con IA, y su marketplace, donde los autores publican y venden sus libros. Las cuentas, las compras y la publicación se hacen en la aplicación, con sus propias condiciones.',
          ],
        },
        {
          id: 'contact',
          heading: 'Cómo contactarnos',
          paragraphs: [
            'Escríbenos a {email} para cualquier cosa sobre estos sitios web, también para ejercer tus derechos de privacidad o avisarnos de una barrera de accesibilidad.',
          ],
        },
        {
          id: 'related',
          heading: 'Páginas relacionadas',
          paragraphs: [],
          items: [
            'Qué pasa con tus datos: nuestra {privacy}.',
            'Qué guardamos en tu navegador: nuestra {cookies}.',
            'Las reglas para usar estos sitios web: nuestros {terms}.',
            'Cómo hacemos que las páginas sirvan a todo el mundo: nuestra {accessibility}.',
          ],
        },
      ],
    },
    accessibility: {
      seo: {
        title: 'Declaración de accesibilidad – Inkwell AI',
        description:
          'El objetivo de accesibilidad de los sitios web de Inkwell AI (WCAG 2.2 AA), cómo lo comprobamos y cómo avisarnos de una barrera.',
      },
      title: 'Declaración de accesibilidad',
      updated: LEGAL_UPDATED.accessibility,
      intro:
        'Todo el mundo debería poder leer estas páginas y llegar a nuestra aplicación, sea cual sea su dispositivo o la tecnología de apoyo que use.',
      sections: [
        {
          id: 'target',
          heading: 'Nuestro objetivo',
          paragraphs: [
            'Estos sitios web buscan cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA, en inglés y en español.',
          ],
        },
        {
          id: 'testing',
          heading: 'Cómo lo comprobamos',
          paragraphs: [],
          items: [
            'Cada vez que se ejecutan nuestras pruebas en el navegador, una revisión automática de accesibilidad (axe) recorre todas las páginas en los dos idiomas, en tamaño de teléfono y de escritorio.',
            'Cada pieza de las páginas se revisa con axe en todos los estados que probamos, y se localiza por su función y su nombre, igual que la encuentra la tecnología de apoyo.',
            'Recorremos las páginas solo con el teclado y con un lector de pantalla, comprobando nombres, encabezados y lo que se anuncia.',
          ],
        },
        {
          id: 'expect',
          heading: 'Qué puedes esperar',
          paragraphs: [],
          items: [
            'Puedes llegar a cada enlace y control, y usarlo, con el teclado, y siempre se ve claramente dónde está el foco.',
            'Cada página empieza con un enlace «Saltar al contenido principal».',
            'Los textos y los enlaces funcionan sin JavaScript.',
            'Si tu dispositivo pide reducir el movimiento, las animaciones se detienen o se quedan quietas, y el carrusel de testimonios tiene un botón de pausa.',
            'Cada página indica su idioma, y los ejemplos en otros idiomas están marcados como tales.',
          ],
        },
        {
          id: 'limits',
          heading: 'Limitaciones conocidas',
          paragraphs: [
            'Los videos de demostración se reproducen en los reproductores de YouTube y de Vimeo, que no controlamos. Si algo en un reproductor te impide seguir, avísanos y te ayudaremos de otra manera.',
          ],
        },
        {
          id: 'report',
          heading: 'Avísanos de una barrera',
          paragraphs: [
            'Si algo de estas páginas te resulta difícil o imposible de usar, escríbenos a {email}. Cuéntanos la dirección de la página y qué intentabas hacer y, si no te importa, qué dispositivo, navegador y tecnología de apoyo usas.',
            'Te responderemos y, si no podemos resolver el problema enseguida, te haremos llegar la información o el servicio por otra vía.',
          ],
        },
      ],
    },
  },
};
