import type { DisclaimerSource, LegalEntitySource, StakeholderSource } from "./types";

// The product notes give no address, phone or e-mail: every value below is a clearly marked placeholder
// that the organisers replace with the real imprint data.
export const legalEntity: LegalEntitySource = {
  name: "Forró Sailing Week e.V. (placeholder)",
  address: "Example Street 1",
  zip: "12345",
  city: "Example City",
  phone: "+49 30 000000 (placeholder)",
  email: "hello@example.com",
  site: "https://www.example.com",
  board: ["Board member (placeholder)"],
  register: { court: "Amtsgericht Example City (placeholder)", number: "VR 00000 (placeholder)" },
  contentResponsible: {
    name: "Lukas Ferreira",
    address: "Example Street 1 (placeholder)",
    zip: "12345",
    city: "Example City",
  },
};

// Names match data/team.ts. The association is German: the German imprint is the one that counts legally.
export const stakeholders: StakeholderSource[] = [
  { role: { en: "Organizer", pt: "Organização", de: "Veranstalter" }, name: "Lukas Ferreira" },
  { role: { en: "Flotilla skipper", pt: "Skipper da flotilha", de: "Flottillenskipper" }, name: "Marco Bellini" },
  { role: { en: "Ticket system", pt: "Sistema de ingressos", de: "Ticketsystem" }, name: "Example Ticketing (placeholder)" },
  {
    role: { en: "Photos", pt: "Fotos", de: "Fotos" },
    name: { en: "FSW crew and participants", pt: "Equipe da FSW e participantes", de: "FSW-Crew und Teilnehmende" },
  },
];

export const disclaimers: DisclaimerSource[] = [
  {
    title: { en: "Accountability for content", pt: "Responsabilidade pelo conteúdo", de: "Haftung für Inhalte" },
    text: {
      en:
        "We write and update the content of this website with great care. Still, we cannot guarantee that every piece of information is complete, correct and up to date at all times — routes, dates, boats and programmes of a sailing festival can change at short notice.\n" +
        "As the provider of this website we are responsible for our own content under the general laws. We are not obliged to monitor information sent or stored by third parties, or to search for circumstances that point to unlawful activity.\n" +
        "Obligations to remove or block the use of information under the general laws remain unaffected. Liability in this respect is only possible from the moment we learn of a specific infringement; as soon as we do, we remove the content in question promptly.",
      pt:
        "Escrevemos e atualizamos o conteúdo deste site com muito cuidado. Mesmo assim, não podemos garantir que todas as informações estejam sempre completas, corretas e atualizadas — rotas, datas, barcos e a programação de um festival de vela podem mudar em cima da hora.\n" +
        "Como responsáveis por este site, respondemos pelo nosso próprio conteúdo de acordo com a legislação geral. Não somos obrigados a monitorar informações de terceiros transmitidas ou armazenadas, nem a investigar circunstâncias que indiquem atividade ilícita.\n" +
        "Continuam valendo as obrigações, previstas na legislação geral, de remover ou bloquear o uso de informações. Essa responsabilidade só existe a partir do momento em que tomamos conhecimento de uma violação concreta; assim que isso acontece, removemos prontamente o conteúdo em questão.",
      de:
        "Die Inhalte dieser Website erstellen und aktualisieren wir mit größter Sorgfalt. Für die Vollständigkeit, Richtigkeit und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen – Routen, Termine, Boote und Programm eines Segelfestivals können sich kurzfristig ändern.\n" +
        "Als Diensteanbieter sind wir gemäß § 7 Abs. 1 DDG für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Nach §§ 8 bis 10 DDG sind wir als Diensteanbieter jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen.\n" +
        "Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon unberührt. Eine diesbezügliche Haftung ist jedoch erst ab dem Zeitpunkt der Kenntnis einer konkreten Rechtsverletzung möglich. Sobald wir von einer solchen Rechtsverletzung erfahren, entfernen wir die betreffenden Inhalte umgehend.",
    },
  },
  {
    title: { en: "Accountability for links", pt: "Responsabilidade por links", de: "Haftung für Links" },
    text: {
      en:
        "Our website contains links to external websites, for example our ticket system, social media pages and search results for boat models. We have no influence on the content of these pages and therefore cannot accept any responsibility for it.\n" +
        "The respective provider or operator is always responsible for the content of linked pages. We checked the linked pages for possible legal violations when we set the links, and found no unlawful content at that time.\n" +
        "Permanent monitoring of linked pages is not reasonable without concrete evidence of an infringement. If we become aware of any infringement, we will remove the link in question without delay.",
      pt:
        "Nosso site contém links para sites externos, por exemplo para o nosso sistema de ingressos, para páginas de redes sociais e para resultados de busca de modelos de barco. Não temos nenhuma influência sobre o conteúdo dessas páginas e, por isso, não podemos assumir nenhuma responsabilidade por ele.\n" +
        "O conteúdo das páginas vinculadas é sempre de responsabilidade do respectivo provedor ou operador. Verificamos as páginas vinculadas quanto a possíveis violações legais no momento em que criamos os links e, naquela ocasião, não encontramos nenhum conteúdo ilícito.\n" +
        "Um controle permanente das páginas vinculadas não é razoável sem indícios concretos de uma violação. Se tomarmos conhecimento de alguma violação, removeremos o link em questão sem demora.",
      de:
        "Unsere Website enthält Links zu externen Websites Dritter, zum Beispiel zu unserem Ticketsystem, zu Social-Media-Seiten und zu Suchergebnissen für Bootsmodelle. Auf deren Inhalte haben wir keinen Einfluss; deshalb können wir für diese fremden Inhalte auch keine Gewähr übernehmen.\n" +
        "Für die Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter oder Betreiber der Seiten verantwortlich. Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren zum Zeitpunkt der Verlinkung nicht erkennbar.\n" +
        "Eine permanente inhaltliche Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte einer Rechtsverletzung nicht zumutbar. Bei Bekanntwerden von Rechtsverletzungen entfernen wir derartige Links umgehend.",
    },
  },
  {
    title: { en: "Copyright", pt: "Direitos autorais", de: "Urheberrecht" },
    text: {
      en:
        "The texts, photos, graphics and videos on this website were created by the FSW team, our participants or partners and are protected by copyright. Copying, editing, distributing or any other use beyond the limits of copyright law requires the written consent of the respective author.\n" +
        "Downloads and copies of this site are permitted for private, non-commercial use only.\n" +
        "Where content on this site was not created by us, we respect the copyrights of third parties and mark such content accordingly. If you nevertheless notice a copyright infringement, please let us know and we will remove the content in question as soon as possible.",
      pt:
        "Os textos, fotos, gráficos e vídeos deste site foram criados pela equipe da FSW, por nossos participantes ou parceiros e são protegidos por direitos autorais. Copiar, editar, distribuir ou usar de qualquer outra forma além dos limites da lei de direitos autorais exige o consentimento por escrito do respectivo autor.\n" +
        "Downloads e cópias deste site são permitidos apenas para uso privado e não comercial.\n" +
        "Quando algum conteúdo deste site não foi criado por nós, respeitamos os direitos autorais de terceiros e identificamos esse conteúdo como tal. Se mesmo assim você notar alguma violação de direitos autorais, avise a gente, e removeremos o conteúdo em questão o quanto antes.",
      de:
        "Die Texte, Fotos, Grafiken und Videos auf dieser Website wurden vom FSW-Team, von unseren Teilnehmenden oder Partnern erstellt und sind urheberrechtlich geschützt. Die Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der schriftlichen Zustimmung des jeweiligen Autors bzw. Erstellers.\n" +
        "Downloads und Kopien dieser Seite sind nur für den privaten, nicht kommerziellen Gebrauch gestattet.\n" +
        "Soweit die Inhalte auf dieser Seite nicht von uns erstellt wurden, werden die Urheberrechte Dritter beachtet und solche Inhalte als solche gekennzeichnet. Solltest du trotzdem auf eine Urheberrechtsverletzung aufmerksam werden, bitten wir um einen entsprechenden Hinweis; wir entfernen die betreffenden Inhalte dann so schnell wie möglich.",
    },
  },
  {
    title: {
      en: "EU online dispute resolution",
      pt: "Resolução de litígios online da UE",
      de: "EU-Streitschlichtung und Verbraucherstreitbeilegung",
    },
    text: {
      en:
        "The European Commission's platform for online dispute resolution (ODR) was discontinued on 20 July 2025, when the regulation behind it was repealed. It no longer takes complaints, so we no longer refer to it.\n" +
        "Our e-mail address is given above, in the information under § 5 DDG.\n" +
        "We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer conciliation body (§ 36 VSBG). If something went wrong with your booking, please write to us directly — we would much rather sort it out together.",
      pt:
        "A plataforma de resolução de litígios online (ODR) da Comissão Europeia foi desativada em 20 de julho de 2025, quando o regulamento que a criou foi revogado. Ela não recebe mais reclamações, por isso não fazemos mais referência a ela.\n" +
        "Nosso endereço de e-mail está indicado acima, nas informações conforme o § 5 DDG.\n" +
        "Não somos obrigados nem estamos dispostos a participar de procedimentos de resolução de litígios perante uma entidade de conciliação de conflitos de consumo (§ 36 VSBG). Se algo deu errado com a sua reserva, escreva diretamente para nós — preferimos muito mais resolver tudo juntos.",
      de:
        "Die Plattform der Europäischen Kommission zur Online-Streitbeilegung (OS-Plattform) wurde am 20. Juli 2025 eingestellt, weil die zugrunde liegende Verordnung aufgehoben wurde. Sie nimmt keine Beschwerden mehr entgegen; deshalb verweisen wir nicht mehr auf sie.\n" +
        "Unsere E-Mail-Adresse findest du oben in diesem Impressum (Angaben gemäß § 5 DDG).\n" +
        "Wir sind weder verpflichtet noch bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG). Wenn bei deiner Buchung etwas schiefgelaufen ist, schreib uns bitte direkt – wir klären das viel lieber gemeinsam.",
    },
  },
  {
    title: { en: "Social media", pt: "Redes sociais", de: "Social Media" },
    text: {
      en:
        "Forró Sailing Week has pages on Facebook, Youtube and Instagram. The buttons on this website are simple links: no data is sent to these platforms until you click one of them and the platform opens in a new tab.\n" +
        "When you visit our pages on these platforms, the platform operator processes your data under its own privacy policy, on which we have no influence. Please read the privacy information of the respective platform.\n" +
        "This imprint also applies to our social media pages.",
      pt:
        "A Forró Sailing Week tem páginas no Facebook, no Youtube e no Instagram. Os botões deste site são links simples: nenhum dado é enviado a essas plataformas até você clicar em um deles e a plataforma abrir em uma nova aba.\n" +
        "Quando você visita nossas páginas nessas plataformas, o operador da plataforma trata seus dados de acordo com a política de privacidade dele, sobre a qual não temos nenhuma influência. Leia as informações de privacidade da respectiva plataforma.\n" +
        "Estas informações legais também valem para nossas páginas nas redes sociais.",
      de:
        "Die Forró Sailing Week hat Seiten auf Facebook, Youtube und Instagram. Die Buttons auf dieser Website sind einfache Links: Es werden keine Daten an diese Plattformen übertragen, bis du einen davon anklickst und sich die Plattform in einem neuen Tab öffnet.\n" +
        "Wenn du unsere Seiten auf diesen Plattformen besuchst, verarbeitet der jeweilige Plattformbetreiber deine Daten nach seiner eigenen Datenschutzerklärung, auf die wir keinen Einfluss haben. Bitte lies die Datenschutzhinweise der jeweiligen Plattform.\n" +
        "Dieses Impressum gilt auch für unsere Social-Media-Auftritte.",
    },
  },
];
