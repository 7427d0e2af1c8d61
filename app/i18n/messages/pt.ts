import type { Message } from "../translate";
import type { MessageKey } from "./en";

/** A interface do site em português (do Brasil). As chaves são as de en.ts; veja docs/LANGUAGES.md. */
export const pt: Record<MessageKey, Message> = {
  // — chrome: header, footer, language switcher —
  "chrome.skipToContent": "Pular para o conteúdo",
  "chrome.homeLabel": "Forró Sailing Week – início",
  "chrome.menu": "Menu",
  "chrome.nav": "Principal",
  "chrome.navMobile": "Principal (celular)",
  "chrome.nav.events": "Edições",
  "chrome.nav.team": "Equipe",
  "chrome.nav.rates": "Preços",
  "chrome.nav.faq": "Perguntas",
  "chrome.bookNow": "Reservar",
  "chrome.bookNowHint": " – {event}, abre o sistema de ingressos em uma nova janela",
  "chrome.tagline": "Velejar de dia, dançar forró à noite.",
  "chrome.phone": "Telefone:",
  "chrome.email": "E-mail:",
  "chrome.imprint": "Informações legais",
  "chrome.privacy": "Privacidade",
  "chrome.accessibility": "Acessibilidade",
  "chrome.sharePhotos": "Compartilhe suas fotos",
  "chrome.copyright": "© {year} {name}. Todos os direitos reservados.",
  "chrome.languages": "Idioma",

  // — errors: the not-found page and the apology —
  "error.notFound.title": "Página não encontrada",
  "error.notFound.apology": "Sinto muito",
  "error.notFound.detail": "A página que você procura não existe ou mudou de endereço.",
  "error.notFound.description": "Esta página não existe.",
  "error.notFound.events": "Ver todas as edições",
  "error.notFound.faq": "Ler as perguntas frequentes",
  "error.backHome": "Voltar para a página inicial",
  "error.general": "Algo deu errado!",
  "error.tryAgain": "Tente de novo daqui a pouco.",

  // — editions: home, events, event details, galleries, calendars, structured data —

  // — people and prices: team, team members, teachers and skippers, rates, FAQ, imprint —
  "people.home": "Início",
  "people.editions": "Edições",
  "people.portrait": "Retrato de {name}",
  "people.meetTeam": "Conheça a equipe",
  "people.social": "{name} (abre em uma nova aba)",
  "team.title": "Equipe",
  "team.description":
    "As pessoas por trás da Forró Sailing Week: organização, professores e músicos de forró, skippers e parceiros.",
  "team.kicker": "Tripulação",
  "team.lead":
    "As pessoas que planejam as rotas, ensinam os passos, tocam a música e cuidam para que todos estejam seguros no mar.",
  "team.group.corestaff": "Equipe principal",
  "team.group.teachers": "Professores e músicos de forró",
  "team.group.skippers": "Skippers e co-skippers",
  "team.group.partners": "Parceiros",
  "team.role.founder": "Fundador e organizador",
  "team.role.skipper": "Skipper",
  "team.role.coSkipper": "Co-skipper",
  "team.role.teacher": "Professor(a) de forró",
  "team.role.sanfoneiro": "Sanfoneiro",
  "team.role.contentProducer": "Produção de conteúdo",
  "team.role.ticketSystem": "Sistema de ingressos",
  "team.more": "Mais<hidden> sobre {name}</hidden>",
  "team.memberEditions": "Edições de que {name} participou",
  "team.member.notFound.title": "Pessoa não encontrada",
  "team.member.notFound.detail": "Ninguém da nossa equipe tem esse nome. A página da equipe mostra todo mundo.",
  "team.member.notFound.description": "Essa pessoa não faz parte da nossa equipe.",
  "team.member.back": "Toda a equipe",
  "person.role.teacher": "professor(a) de forró",
  "person.role.musician": "músico(a)",
  "person.role.skipper": "skipper ou co-skipper",
  "person.intro": {
    one: "{name} participou de {count} edição da Forró Sailing Week como {roles}.",
    other: "{name} participou de {count} edições da Forró Sailing Week como {roles}.",
  },
  "person.guests": "Convidados não têm perfil na página da equipe; as edições abaixo contam quem velejou e dançou com eles.",
  "person.back": "Todas as edições",
  "person.teachers.notFound.title": "Professor(a) não encontrado(a)",
  "person.teachers.notFound.detail":
    "Nenhum professor ou músico chamado “{name}” aparece nas nossas edições. Cada edição mostra a sua tripulação.",
  "person.skippers.notFound.title": "Skipper não encontrado",
  "person.skippers.notFound.detail":
    "Nenhum skipper ou co-skipper chamado “{name}” aparece nas nossas edições. Cada edição mostra a sua tripulação.",
  "person.notFound.description": "Essa pessoa não participou de nenhuma edição da Forró Sailing Week.",
  "rates.title": "Preços",
  "rates.description":
    "O que o ingresso da Forró Sailing Week inclui e as categorias de orçamento ouro, prata e bronze por tipo de barco.",
  "rates.kicker": "Categorias de orçamento",
  "rates.included": "Incluído",
  "rates.notIncluded": "Não incluído",
  "rates.chooseBoat": "Escolha o seu barco",
  "rates.medal.gold": "ouro",
  "rates.medal.silver": "prata",
  "rates.medal.bronze": "bronze",
  "rates.details": "Detalhes",
  "rates.tier.gold": "categoria ouro",
  "rates.tier.silver": "categoria prata",
  "rates.tier.bronze": "categoria bronze",
  "rates.tier.typicalBoats": "Barcos típicos",
  "rates.tier.search": " (pesquisa, abre em uma nova aba)",
  "rates.tier.boatDepends": "O barco depende do que estiver disponível nas outras categorias.",
  "rates.tier.gallery": "Galeria",
  "rates.tier.back": "Todos os preços",
  "rates.tier.notFound.title": "Categoria não encontrada",
  "rates.tier.notFound.detail": "Essa categoria de orçamento não existe. Escolha uma destas: {medals}.",
  "rates.tier.notFound.description": "Essa categoria de orçamento não existe.",
  "rates.tier.notFound.all": "Ver todos os preços",
  "faq.title": "Perguntas frequentes",
  "faq.description":
    "Respostas sobre reserva e pagamento, orçamento, cabines, barcos, skippers, viagem e forró na Forró Sailing Week.",
  "faq.kicker": "Bom saber",
  "faq.heading": "Perguntas frequentes",
  "faq.subjects": "Temas das perguntas frequentes",
  "imprint.title": "Informações legais",
  "imprint.description":
    "Informações legais da Forró Sailing Week: a entidade organizadora, quem responde por ela e os nossos avisos legais.",
  "imprint.kicker": "Aviso legal",
  "imprint.web": "Site:",
  "imprint.responsible": "Responsáveis",

  // — uploader: the form, its answers, the uploader's own photos, withdrawal, removal requests —

  // — party and boat: slideshow, posters, boat pack, offline page —

  // — privacy and accessibility —
};
