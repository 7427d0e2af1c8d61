import type { TeamMemberSource } from "./types";

// The FSW team. Names are the exact spelling used in the teachers, musicians and skippers
// lists of data/events.ts; every member except partners appears in the lists of each edition they joined.
// Descriptions are written in English, Brazilian Portuguese and German side by side.
export const team: TeamMemberSource[] = [
  {
    id: "lukas-ferreira",
    name: "Lukas Ferreira",
    description: {
      en:
        "Lukas grew up between Hamburg and Recife, with a German father who sailed the Baltic and a Brazilian mother who never missed a forró in the São João season. For years those two worlds lived in separate suitcases, until one summer evening in Split he watched a flotilla come into harbour and thought: what if the dance floor simply came along?\n\n" +
        "That thought became Forró Sailing Week in 2019. Lukas organises every edition, from chartering the boats and matching crews to finding the bay where the evening party will happen. He sails as co-skipper on one of the boats and is usually the last one to leave the dance floor on the quay.\n\n" +
        "If you write to FSW, chances are Lukas answers — often from a harbour café, with a ferry timetable open in another tab.",
      pt:
        "Lukas cresceu entre Hamburgo e Recife, com um pai alemão que velejava no Báltico e uma mãe brasileira que não perdia um forró no período de São João. Durante anos, esses dois mundos viveram em malas separadas, até que, numa noite de verão em Split, ele viu uma flotilha entrando no porto e pensou: e se a pista de dança simplesmente viesse junto?\n\n" +
        "Desse pensamento nasceu a Forró Sailing Week, em 2019. Lukas organiza todas as edições, do fretamento dos barcos e da formação das tripulações até a escolha da baía onde vai rolar a festa da noite. Ele veleja como co-skipper em um dos barcos e costuma ser o último a sair da pista de dança no cais.\n\n" +
        "Se você escrever para a FSW, é bem provável que o Lukas responda — muitas vezes de um café no porto, com os horários das balsas abertos em outra aba.",
      de:
        "Lukas ist zwischen Hamburg und Recife aufgewachsen, mit einem deutschen Vater, der auf der Ostsee segelte, und einer brasilianischen Mutter, die in der São-João-Zeit keinen Forró ausließ. Jahrelang lebten diese beiden Welten in getrennten Koffern, bis er an einem Sommerabend in Split eine Flottille in den Hafen einlaufen sah und dachte: Was wäre, wenn die Tanzfläche einfach mitkäme?\n\n" +
        "Aus diesem Gedanken wurde 2019 die Forró Sailing Week. Lukas organisiert jede Ausgabe, vom Chartern der Boote und dem Zusammenstellen der Crews bis zur Suche nach der Bucht, in der die Abendparty steigt. Er segelt als Co-Skipper auf einem der Boote mit und verlässt die Tanzfläche auf dem Kai meistens als Letzter.\n\n" +
        "Wenn du der FSW schreibst, antwortet dir sehr wahrscheinlich Lukas – oft aus einem Hafencafé, mit einem Fährfahrplan im anderen Tab.",
    },
    groupName: "Corestaff",
    role: "Founder/Organizer",
    imgPath: "team/founder.svg",
    editions: ["fsw19", "fsw20", "fsw21", "fsw22", "fsw23", "fsw24", "fsw25", "fsw26"],
  },
  {
    id: "juliana-matos",
    name: "Juliana Matos",
    description: {
      en:
        "Juliana was born in Campina Grande, home of one of the biggest São João festivals in Brazil, and learned forró the way most people there do: at family parties, long before anyone called it a class. She has lived in Lisbon for more than ten years and teaches regular courses and festival workshops all over Europe.\n\n" +
        "Her classes are known for clear structure, lots of laughter and a strong focus on connection and musicality rather than fancy figures. On FSW she teaches on deck, on beaches and on harbour promenades, and she has a talent for turning a wobbly catamaran into a perfectly good dance floor.\n\n" +
        "Juliana has been part of almost every edition since the very first week in Croatia.",
      pt:
        "Juliana nasceu em Campina Grande, terra de um dos maiores São Joãos do Brasil, e aprendeu forró como a maioria das pessoas de lá: em festas de família, muito antes de alguém chamar aquilo de aula. Mora em Lisboa há mais de dez anos e dá cursos regulares e oficinas em festivais por toda a Europa.\n\n" +
        "As aulas dela são conhecidas pela estrutura clara, por muitas risadas e por um foco forte em conexão e musicalidade, mais do que em figuras mirabolantes. Na FSW ela dá aula no convés, nas praias e nos calçadões dos portos, e tem o dom de transformar um catamarã balançando numa pista de dança perfeitamente boa.\n\n" +
        "Juliana participou de quase todas as edições desde a primeiríssima semana na Croácia.",
      de:
        "Juliana wurde in Campina Grande geboren, der Heimat eines der größten São-João-Feste Brasiliens, und lernte Forró so wie die meisten dort: auf Familienfesten, lange bevor irgendwer es Unterricht nannte. Sie lebt seit mehr als zehn Jahren in Lissabon und gibt in ganz Europa regelmäßige Kurse und Festival-Workshops.\n\n" +
        "Ihr Unterricht ist bekannt für klare Struktur, viel Gelächter und einen starken Fokus auf Verbindung und Musikalität statt auf ausgefallene Figuren. Auf der FSW unterrichtet sie an Deck, an Stränden und auf Hafenpromenaden, und sie hat ein Talent dafür, einen wackelnden Katamaran in eine richtig gute Tanzfläche zu verwandeln.\n\n" +
        "Juliana war seit der allerersten Woche in Kroatien bei fast jeder Ausgabe dabei.",
    },
    groupName: "Forró Teachers & Musicians",
    role: "Forró Teacher",
    imgPath: "team/teacher.svg",
    editions: ["fsw19", "fsw21", "fsw22", "fsw23", "fsw25", "fsw26"],
  },
  {
    id: "tiago-nascimento",
    name: "Tiago Nascimento",
    description: {
      en:
        "Tiago is a sanfoneiro from Caruaru, Pernambuco, who got his first accordion at eleven and has not put it down since. He plays traditional pé-de-serra forró — xote, baião and arrasta-pé — and has toured European forró festivals with his trio for many years.\n\n" +
        "Since 2021 Tiago has brought live music to Forró Sailing Week. He plays at the evening parties in harbours and bays, joins the workshops so that dancers can feel the difference between a recording and a living band, and is happy to explain what the zabumba and the triangle are doing while you dance.\n\n" +
        "Ask him about the songs of Luiz Gonzaga and you will get a story for each one.",
      pt:
        "Tiago é sanfoneiro de Caruaru, Pernambuco: ganhou a primeira sanfona aos onze anos e nunca mais a largou. Ele toca forró pé-de-serra tradicional — xote, baião e arrasta-pé — e há muitos anos roda os festivais de forró da Europa com seu trio.\n\n" +
        "Desde 2021, Tiago leva música ao vivo para a Forró Sailing Week. Ele toca nas festas da noite nos portos e nas baías, participa das oficinas para que os dançarinos sintam a diferença entre uma gravação e uma banda de verdade, e explica com prazer o que a zabumba e o triângulo estão fazendo enquanto você dança.\n\n" +
        "Pergunte a ele sobre as músicas de Luiz Gonzaga e você vai ouvir uma história para cada uma.",
      de:
        "Tiago ist Sanfoneiro aus Caruaru in Pernambuco: Mit elf Jahren bekam er sein erstes Akkordeon und hat es seitdem nicht mehr aus der Hand gelegt. Er spielt traditionellen Forró pé-de-serra – Xote, Baião und Arrasta-pé – und tourt seit vielen Jahren mit seinem Trio über die europäischen Forró-Festivals.\n\n" +
        "Seit 2021 bringt Tiago Livemusik zur Forró Sailing Week. Er spielt auf den Abendpartys in Häfen und Buchten, kommt in die Workshops, damit die Tanzenden den Unterschied zwischen einer Aufnahme und einer lebendigen Band spüren, und erklärt dir gern, was Zabumba und Triangel gerade machen, während du tanzt.\n\n" +
        "Frag ihn nach den Liedern von Luiz Gonzaga, und du bekommst zu jedem eine Geschichte.",
    },
    groupName: "Forró Teachers & Musicians",
    role: "Sanfoneiro",
    imgPath: "team/musician.svg",
    editions: ["fsw21", "fsw22", "fsw23", "fsw24", "fsw25", "fsw26"],
  },
  {
    id: "marco-bellini",
    name: "Marco Bellini",
    description: {
      en:
        "Marco comes from Trieste and has been sailing the Adriatic since he was a boy on his uncle's old wooden sloop. He holds a professional skipper licence and has spent more than fifteen seasons taking charter guests through Croatia, Greece, Italy and Turkey.\n\n" +
        "On FSW Marco leads the flotilla: he plans the daily routes with the other skippers, keeps an eye on the weather and decides where the fleet anchors for the night. He is calm at the helm, patient with first-time sailors and happy to teach anyone who wants to learn how to trim a sail or tie a bowline.\n\n" +
        "He claims he does not dance. Every year, somebody proves him wrong.",
      pt:
        "Marco é de Trieste e veleja no Adriático desde menino, no velho veleiro de madeira do tio. Tem licença profissional de skipper e já passou mais de quinze temporadas levando clientes de charter pela Croácia, Grécia, Itália e Turquia.\n\n" +
        "Na FSW, Marco lidera a flotilha: planeja as rotas do dia com os outros skippers, fica de olho no tempo e decide onde a frota ancora para passar a noite. É calmo no leme, paciente com quem veleja pela primeira vez e ensina com prazer quem quiser aprender a regular uma vela ou dar um nó lais de guia.\n\n" +
        "Ele jura que não dança. Todo ano, alguém prova o contrário.",
      de:
        "Marco stammt aus Triest und segelt schon seit seiner Kindheit auf der Adria, damals auf der alten Holzslup seines Onkels. Er hat ein Berufsskipper-Patent und ist mehr als fünfzehn Saisons lang mit Chartergästen durch Kroatien, Griechenland, Italien und die Türkei gesegelt.\n\n" +
        "Auf der FSW führt Marco die Flottille: Er plant mit den anderen Skipper:innen die Tagesrouten, behält das Wetter im Blick und entscheidet, wo die Flotte über Nacht ankert. Am Steuer ist er die Ruhe selbst, geduldig mit Segelneulingen und bringt jedem gern bei, wie man ein Segel trimmt oder einen Palstek knotet.\n\n" +
        "Er behauptet, er tanze nicht. Jedes Jahr beweist ihm jemand das Gegenteil.",
    },
    groupName: "Skippers & Co-Skippers",
    role: "Skipper",
    imgPath: "team/skipper.svg",
    editions: ["fsw19", "fsw20", "fsw21", "fsw22", "fsw23", "fsw24", "fsw25", "fsw26"],
  },
  {
    // Placeholder partner: the organisers replace name and text with the real ticket system provider.
    id: "example-ticketing",
    name: "Example Ticketing (placeholder)",
    description: {
      en:
        "Our ticket system provider runs the online shop behind the “{button:chrome.bookNow}” and “{button:editions.reserve}” buttons. When you book a place on Forró Sailing Week, you choose your tier, enter your details and pay on their platform, and you receive your confirmation and invoice from them by e-mail.\n\n" +
        "Having a dedicated ticketing partner means secure payments, clear booking records and quick answers when you need to change a name on a ticket, for example when a replacement buyer takes over your place.\n\n" +
        "This entry is a placeholder: the organisers will replace it with the provider's real name and details.",
      pt:
        "Nosso fornecedor do sistema de ingressos opera a loja online por trás dos botões “{button:chrome.bookNow}” e “{button:editions.reserve}”. Quando você reserva uma vaga na Forró Sailing Week, escolhe sua categoria, preenche seus dados e paga na plataforma dele, e recebe de lá a confirmação e a fatura por e-mail.\n\n" +
        "Ter um parceiro dedicado aos ingressos significa pagamentos seguros, registros de reserva claros e respostas rápidas quando você precisa trocar o nome num ingresso, por exemplo quando outra pessoa compra e assume a sua vaga.\n\n" +
        "Esta entrada é provisória: a organização vai substituí-la pelo nome e pelos dados reais do fornecedor.",
      de:
        "Unser Ticketsystem-Anbieter betreibt den Onlineshop hinter den Buttons „{button:chrome.bookNow}“ und „{button:editions.reserve}“. Wenn du einen Platz bei der Forró Sailing Week buchst, wählst du auf seiner Plattform deine Kategorie, gibst deine Daten ein und bezahlst, und von dort bekommst du auch deine Bestätigung und Rechnung per E-Mail.\n\n" +
        "Ein eigener Ticketing-Partner bedeutet sichere Zahlungen, klare Buchungsunterlagen und schnelle Antworten, wenn du einen Namen auf einem Ticket ändern musst, zum Beispiel wenn jemand anderes deinen Platz übernimmt.\n\n" +
        "Dieser Eintrag ist ein Platzhalter: Das Orga-Team ersetzt ihn durch den echten Namen und die Angaben des Anbieters.",
    },
    groupName: "Partners",
    role: "Ticket System Provider",
    imgPath: "misc/partner.svg",
    editions: [],
  },
];
