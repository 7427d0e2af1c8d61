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

  // — uploader: the form, its answers, the uploader's own photos, withdrawal, removal requests —

  // — party and boat: slideshow, posters, boat pack, offline page —
  "party.notFound.title": "Edição não encontrada",
  "party.notFound.detail": "Não temos nenhuma edição com esse nome. Dê uma olhada na lista de todas as edições.",
  "party.notFound.description": "Esta edição não existe.",
  "party.noEdition": "Não temos nenhuma edição com esse nome.",
  "party.slideshow.title": "Apresentação de fotos: {edition}",
  "party.slideshow.description": "As fotos de {edition}, uma depois da outra, para uma tela na festa.",
  "party.slideshow.noSuchPhoto": "Esta foto da apresentação não existe.",
  "party.slideshow.unreadableList": "Não foi possível ler as fotos agora.",
  "party.slideshow.unreadable": "Não foi possível carregar as fotos agora.",
  "party.slideshow.retrying": "A tela tenta de novo sozinha.",
  "party.slideshow.empty": "Ainda não há fotos.",
  "party.slideshow.shareYours": "Envie as suas: elas aparecem aqui assim que forem aprovadas.",
  "party.slideshow.play": "Reproduzir",
  "party.slideshow.pause": "Pausar",
  "party.slideshow.pausedHint": "Pausado: aperte P para continuar",
  "party.slideshow.paused": "Pausado",
  "party.slideshow.addYours": "Envie as suas",
  "party.poster.forbidden": "Estes cartazes levam o código de acesso para enviar fotos: abra-os pela página da organização.",
  "party.poster.organisersPage": "A página da organização",
  "party.poster.title": "Cartaz QR: {edition}",
  "party.poster.titleBare": "Cartaz QR",
  "party.poster.organisers": "Organização",
  "party.poster.instruction": "Escaneie o código para enviar suas fotos da semana: não precisa de conta.",
  "party.poster.print":
    "Imprima esta página (Ctrl+P ou ⌘P) em 100 % no formato A4: a primeira folha é o cartaz, a segunda traz quatro cartões A6 para recortar nas linhas tracejadas. Só essas folhas saem na impressão.",
  "party.poster.cards": "Cartões para recortar",
  "party.links.summary": "Tela da festa e cartazes QR",
  "party.links.slideshow": "apresentação de fotos",
  "party.links.poster": "cartaz QR e cartões",
  "party.boatPack.title": "Guia de bordo: {edition}",
  "party.boatPack.description":
    "A folha para imprimir de {edition}: datas, porto, barcos, tripulação, o que levar, a caixinha do barco e para quem ligar.",
  "party.boatPack.notFound.title": "Guia de bordo não encontrado",
  "party.boatPack.notFound.detail":
    "Não temos nenhuma edição com esse nome, então também não há guia de bordo. Dê uma olhada na lista de todas as edições.",
  "party.boatPack.kicker": "Guia de bordo",
  "party.boatPack.lead":
    "Leve esta página a bordo: depois da sua primeira visita ao site, ela abre sem conexão, e cabe impressa numa folha A4.",
  "party.boatPack.editionPage": "Página da edição:",
  "party.boatPack.qr": "Código QR de {address}",
  "party.boatPack.week": "A semana",
  "party.boatPack.when": "Quando",
  "party.boatPack.where": "Onde",
  "party.boatPack.boats": "Barcos",
  "party.boatPack.teachers": "Professores",
  "party.boatPack.musicians": "Músicos",
  "party.boatPack.skippers": "Skippers e co-skippers",
  "party.boatPack.calendar": "Calendário",
  "party.boatPack.onBoard": "A bordo",
  "party.boatPack.contacts": "Contatos",
  "party.offline.title": "Você está offline",
  "party.offline.description": "Mesmo sem conexão, estas páginas da Forró Sailing Week continuam à mão.",
  "party.offline.kicker": "Sem conexão",
  "party.offline.lead": "Esta página não está guardada no seu aparelho. Estas estão, e abrem sem conexão:",
  "party.offline.home": "Início",
  "party.offline.faq": "Perguntas frequentes",
  "party.offline.rates": "Preços: {tier}",
  "party.offline.addPhoto": "Enviar fotos",

  // — privacy and accessibility —
};
