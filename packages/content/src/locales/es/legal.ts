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
  units: {
    minute: { one: '{count} minuto', other: '{count} minutos' },
    day: { one: '{count} día', other: '{count} días' },
    workingDay: { one: '{count} día hábil', other: '{count} días hábiles' },
    month: { one: '{count} mes', other: '{count} meses' },
    year: { one: '{count} año', other: '{count} años' },
  },
  facts: {
    vat: {
      included: 'Los precios que aparecen en estos sitios web incluyen el IVA.',
      excluded: 'Los precios que aparecen en estos sitios web no incluyen el IVA.',
    },
    roles: {
      hosting: 'alojamiento de estos sitios web',
      tagManager: 'gestor de etiquetas (Google Tag Manager)',
      analytics: 'estadísticas de visitas (Google Analytics)',
      advertising: 'medición de la publicidad (Google Ads)',
      video: 'reproductor de los videos de demostración',
    },
    transfer: {
      adequacy:
        'Amparadas por una decisión de adecuación de la Comisión Europea para el país de destino',
      dpf: 'Amparadas por el Marco de Privacidad de Datos UE-EE. UU., en el que está certificado quien los recibe en Estados Unidos',
      scc: 'Amparadas por las cláusulas contractuales tipo aprobadas por la Comisión Europea',
      eea: 'Ninguna: los datos no salen del Espacio Económico Europeo',
    },
    status: {
      full: 'Plenamente conforme: los sitios web cumplen todos los criterios de conformidad de las WCAG 2.2 en el nivel AA.',
      partial:
        'Parcialmente conforme: algunas partes aún no cumplen todos los criterios de las WCAG 2.2 en el nivel AA (consulta las limitaciones conocidas, más abajo).',
      none: 'No conforme: la mayor parte de los sitios web aún no cumple las WCAG 2.2 en el nivel AA.',
    },
    method: {
      selfAssessment: 'Autoevaluación de nuestro propio equipo',
      thirdParty: 'Auditoría de un revisor externo',
    },
    answerWithin: 'En un plazo de {days}',
  },
  cookieTable: {
    caption: 'Cookies y datos guardados en el navegador',
    columns: {
      name: 'Nombre',
      owner: 'Proveedor',
      purpose: 'Para qué sirve',
      duration: 'Cuánto dura',
      kind: 'Tipo',
      consent: 'Consentimiento',
    },
    owners: {
      site: 'Inkwell AI (este sitio web)',
      google: 'Google',
      youtube: 'YouTube (Google)',
      vimeo: 'Vimeo',
    },
    ownerOn: '{owner}, en {domain}',
    kinds: {
      cookie: 'Cookie',
      localStorage: 'Almacenamiento local',
      sessionStorage: 'Almacenamiento de sesión',
    },
    consents: {
      necessary: 'No hace falta (es necesaria para el sitio)',
      analytics: 'Analítica',
      marketing: 'Marketing',
      video: 'Se instala al abrir un video',
    },
    durations: {
      session: 'Hasta que cierras el navegador',
      tab: 'Hasta que cierras la pestaña',
      untilCleared: 'Hasta que borras los datos del navegador',
    },
    rows: {
      consent:
        'Tu elección sobre las cookies (analítica sí o no, marketing sí o no) y cuándo la hiciste.',
      languageNotice: 'Que cerraste la sugerencia de leer la página en el otro idioma.',
      tracking:
        'Los datos de campaña de tu visita, el sitio web desde el que llegaste y la página por la que entraste, que llevan los enlaces de registro.',
      ga: 'Un identificador aleatorio que distingue tus visitas de las de otras personas en Google Analytics.',
      gaSession: 'Sigue tu visita actual en Google Analytics.',
      gcl: 'Relaciona un clic en uno de nuestros anuncios de Google con un registro, para saber si el anuncio funciona.',
      gac: 'Los datos de la campaña de Google que te trajo hasta aquí, que Google Analytics comparte con Google Ads.',
      ide: 'La cookie publicitaria de Google, que sirve para medir y mostrar anuncios.',
      testCookie: 'Comprueba si tu navegador acepta las cookies publicitarias de Google.',
      youtubeVisitor:
        'Un identificador y una estimación de la velocidad de tu conexión, con la que YouTube elige la calidad del video.',
      youtubeSession:
        'Un identificador aleatorio de esta sesión, que YouTube usa para sus estadísticas de reproducción y para detectar abusos.',
      youtubePlayer:
        'Los ajustes del reproductor de YouTube, como el dispositivo al que envías el video.',
      vimeoBot:
        'La comprobación de Cloudflare, para el reproductor de Vimeo, de que quien visita es una persona y no un bot.',
      vimeoLoad: 'Reparte y limita las peticiones al reproductor de Vimeo (Cloudflare).',
    },
  },
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
            'La empresa que figura en nuestro {legalNotice} gestiona estos sitios web y es responsable de los datos personales que tratan. Para cualquier cosa relacionada con esta política, también para ejercer los derechos que explicamos más abajo, escríbenos a {privacyContact}.',
          ],
        },
        {
          id: 'summary',
          heading: 'En pocas palabras',
          paragraphs: [],
          items: [
            'Puedes leer todas las páginas sin tener una cuenta, y ningún formulario de estas páginas te pide tu nombre ni tu correo electrónico.',
            'El código de estas páginas no instala cookies; guarda como mucho tres datos pequeños en el almacenamiento de tu navegador. Las etiquetas de Google, cuando aceptas la analítica o el marketing, y los reproductores de video, cuando abres un video, pueden instalar las cookies que detalla nuestra {cookies}.',
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
            'Así sabemos qué campañas y qué sitios web nos traen a las personas que se registran. Nunca le agregamos tu nombre, tu correo ni ningún otro dato que te identifique.',
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
            'El almacenamiento local de tu navegador guarda tu elección sobre las cookies con el nombre landing_consent: analítica sí o no, marketing sí o no, y cuándo elegiste. Pasados {consentDays} (unos seis meses), se borra y te volvemos a preguntar. Si cierras la sugerencia de leer una página en el otro idioma, el navegador también lo recuerda, con el nombre landing_language_notice, para no volver a mostrártela. Ambos datos se quedan en tu dispositivo hasta que caducan o los borras.',
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
            'Algunas páginas muestran libros populares de nuestro marketplace. Para obtenerlos, tu navegador le pide la lista actual a nuestro servicio del marketplace en {api}. No agregamos nada sobre ti a esa petición; como cualquier petición en internet, llega con tu dirección IP y algunos datos básicos de tu navegador.',
            'Las portadas y las ilustraciones se cargan igual, desde nuestro almacenamiento en {storage}. Los servidores que entregan estas páginas, los libros y las imágenes reciben esos datos básicos con cada petición, como cualquier servidor web, y los anotan en registros del servidor, que sirven para que el servicio funcione y para frenar ataques.',
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
          id: 'processors',
          heading: 'Quién trata datos por encargo nuestro',
          paragraphs: [
            'Estas empresas tratan datos por encargo nuestro. Salvo el proveedor de alojamiento, que ve cada petición, cada una recibe algo solo cuando lo permiten nuestra {cookies} y lo que elegiste. En cada una, la última línea indica qué protege tus datos si salen del Espacio Económico Europeo (EEE).',
          ],
          processors: {
            roles: 'Qué hace',
            country: 'Dónde trata los datos',
            transfer: 'Transferencias fuera del EEE',
          },
        },
        {
          id: 'retention',
          heading: 'Cuánto tiempo lo guardamos',
          paragraphs: [],
          items: [
            'Los registros del servidor, con tu dirección IP: {serverLogDays}; después se borran.',
            'Tu elección sobre las cookies (landing_consent): {consentDays} en tu navegador; después te volvemos a preguntar.',
            'Cómo llegaste hasta aquí (landing_tracking): hasta que cierras la pestaña, cuando el navegador vacía el almacenamiento de sesión.',
            'Que cerraste la sugerencia de idioma (landing_language_notice): hasta que borras los datos del navegador.',
            'Las cookies de Google y de los reproductores de video: el tiempo que indica para cada una la tabla de nuestra {cookies}.',
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
            'Casi todo lo que manejan estas páginas no sale de tu navegador: si borras los datos de este sitio en la configuración del navegador, desaparece. Para todo lo demás, escríbenos a {privacyContact}. Puede que te pidamos confirmar quién eres antes de actuar.',
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
          'Cada cookie y dato que pueden guardar en tu navegador los sitios de Inkwell AI o los servicios que cargan: cuándo, cuánto dura y cómo cambiar tu elección.',
      },
      title: 'Política de cookies',
      updated: LEGAL_UPDATED.cookies,
      intro:
        'Aquí tienes cada cookie y cada dato que estos sitios web, o un servicio que cargan, pueden dejar en tu navegador. El código de las páginas no instala cookies: guarda como mucho tres datos pequeños en el almacenamiento del navegador. Las etiquetas de Google solo pueden instalar cookies después de que aceptes la analítica o el marketing, y los reproductores de video, solo cuando abres un video.',
      sections: [
        {
          id: 'list',
          heading: 'Qué se puede guardar en tu navegador',
          paragraphs: [
            'Cada dato aparece con el nombre que le da tu navegador; un asterisco equivale a cualquier terminación. Los de doubleclick.net, youtube.com, youtube-nocookie.com y vimeo.com se guardan en el dominio de Google, de YouTube o de Vimeo; el resto, en el de este sitio web.',
          ],
          cookieTable: true,
        },
        {
          id: 'own',
          heading: 'Qué guardan estas páginas',
          paragraphs: [
            'El código de las páginas usa el almacenamiento web, no cookies: se queda en tu navegador y no viaja con cada petición a un servidor. Ahí guarda tu elección sobre las cookies (landing_consent) durante {consentDays}, y después te volvemos a preguntar; que cerraste la sugerencia de idioma (landing_language_notice); y, solo si aceptas la analítica, cómo llegaste hasta aquí (landing_tracking), hasta que cierras la pestaña.',
          ],
        },
        {
          id: 'analytics',
          heading: 'Analítica y marketing',
          paragraphs: [
            'Si hemos configurado Google Tag Manager, solo se carga cuando aceptas la analítica o el marketing; el gestor de etiquetas no instala ninguna cookie propia. Después, el modo de consentimiento de Google deja que sus etiquetas instalen solo las cookies de lo que aceptaste: las de Google Analytics (_ga, _ga_*) para la analítica, y las de Google Ads (_gcl_* y _gac_* en este sitio web, IDE y test_cookie en doubleclick.net) para el marketing. Si rechazas ambas, no se carga nunca.',
            'Si tu navegador envía la señal Global Privacy Control o Do Not Track, cuenta como un no y no te preguntamos.',
          ],
        },
        {
          id: 'videos',
          heading: 'Videos de demostración',
          paragraphs: [
            'Los reproductores de los videos de demostración solo se cargan cuando abres un video: el modo de privacidad mejorada de YouTube (youtube-nocookie.com) en inglés y Vimeo, con la opción de no seguimiento activada, en español. Una vez cargado, el reproductor puede guardar los datos de YouTube o de Vimeo que aparecen en la tabla, según la política de YouTube o de Vimeo.',
          ],
        },
        {
          id: 'change',
          heading: 'Cómo cambiar de opinión',
          paragraphs: [
            'Puedes cambiar tu elección cuando quieras, aquí mismo o con «Preferencias de cookies», al pie de cada página.',
            'Si retiras la analítica o el marketing, borramos las cookies de Google de esa finalidad guardadas en el dominio de este sitio web (_ga y _ga_* para la analítica, _gcl_* y _gac_* para el marketing) y recargamos la página, para que ninguna etiqueta de Google siga funcionando con tu elección anterior.',
          ],
          settingsButton: 'Cambiar preferencias de cookies',
        },
        {
          id: 'clear',
          heading: 'Cómo borrar lo que se guardó',
          paragraphs: [
            'No podemos borrar lo que está guardado en el dominio de otra empresa (doubleclick.net, youtube.com, youtube-nocookie.com, vimeo.com): puedes hacerlo tú en la configuración del navegador. Para borrarlo todo de una vez, elimina allí también los datos de este sitio; después te volveremos a preguntar qué prefieres. Nuestra {privacy} explica qué más pasa con tus datos.',
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
            'La oferta que se te aplica, incluida la prueba gratis, es la que te muestra la aplicación al registrarte.',
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
          id: 'trademarks',
          heading: 'Marcas',
          paragraphs: [
            'Amazon, Kindle y Kindle Direct Publishing (KDP) son marcas de Amazon.com, Inc. o de sus filiales. Las mencionamos solo para explicar dónde te ayudan a publicar nuestras herramientas; Inkwell AI no tiene ninguna relación con Amazon, que no la patrocina ni la respalda.',
          ],
        },
        {
          id: 'changes',
          heading: 'Cambios en estos términos',
          paragraphs: [
            'Podemos actualizar estos términos; la fecha que aparece arriba indica la versión vigente.',
          ],
        },
        {
          id: 'law',
          heading: 'Ley aplicable y tribunales',
          paragraphs: [
            'Estos términos se rigen por la legislación de {law}.',
            'Si usas estos sitios web para tu empresa o tu actividad profesional, los conflictos con nosotros se resuelven ante estos tribunales: {courts}.',
            'Si eres consumidor, siempre puedes presentar tu reclamación ante los tribunales del lugar donde vives, y nada de estos términos te quita la protección que te da la legislación de consumo de tu país.',
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
      intro:
        'Los datos sobre quién gestiona un sitio web que la ley española de servicios de la sociedad de la información (LSSI-CE, artículo 10) pide publicar.',
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
            prices: 'IVA',
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
            'Escríbenos a {email} para cualquier cosa sobre estos sitios web, también para avisarnos de una barrera de accesibilidad. Para ejercer tus derechos de privacidad, escríbenos a {privacyContact}.',
          ],
        },
        {
          id: 'trademarks',
          heading: 'Marcas',
          paragraphs: [
            'Amazon, Kindle y Kindle Direct Publishing (KDP) son marcas de Amazon.com, Inc. o de sus filiales. Las mencionamos solo para explicar dónde te ayudan a publicar nuestras herramientas; Inkwell AI no tiene ninguna relación con Amazon, que no la patrocina ni la respalda.',
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
          id: 'status',
          heading: 'Situación de cumplimiento',
          paragraphs: [
            'Medimos estos sitios web, en inglés y en español, con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA, el que pide la norma europea EN\u00a0301\u00a0549.',
          ],
          review: {
            status: 'Situación',
            reviewedOn: 'Última revisión',
            method: 'Cómo se revisó',
            answerDays: 'Respuesta a una barrera',
          },
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
            'Te responderemos en un plazo de {answerDays} y, si no podemos resolver el problema enseguida, te haremos llegar la información o el servicio por otra vía.',
            'En esa misma dirección atendemos las quejas sobre la accesibilidad de estos sitios web, también si no te convence nuestra respuesta.',
          ],
        },
      ],
    },
  },
};
