import type { FestivalEventSource } from "./types";

// One edition per year, each a week from Saturday to Saturday in the sailing season.
// Skippers lists name the flotilla skipper first, then skippers and co-skippers of the other boats.
// Words are written in English, Brazilian Portuguese and German side by side; facts only once.
export const events: FestivalEventSource[] = [
  {
    id: "fsw19",
    title: {
      en: "FSW19 – Central Dalmatia",
      pt: "FSW19 – Dalmácia Central",
      de: "FSW19 – Mitteldalmatien",
    },
    city: "Split",
    region: {
      en: "Central Dalmatia, Croatia",
      pt: "Dalmácia Central, Croácia",
      de: "Mitteldalmatien, Kroatien",
    },
    description: {
      en:
        "The very first Forró Sailing Week set sail from Split with three boats, thirty-three brave dancers and no idea whether dancing forró on a moving deck would actually work. It did — and by the second evening nobody wanted to go to bed.\n\n" +
        "We hopped between Brač, Hvar and Vis, swam in turquoise bays before breakfast and held our workshops on deck and on the harbour promenades. There was no live band yet: the music came from a small speaker that survived a week of salt, sun and enthusiastic DJs.\n\n" +
        "The last night in Stari Grad, with the whole flotilla dancing on the quay until the harbour master politely asked us to stop, is the moment Forró Sailing Week was truly born.",
      pt:
        "A primeiríssima Forró Sailing Week zarpou de Split com três barcos, trinta e três dançarinos corajosos e nenhuma ideia se dançar forró num convés em movimento ia mesmo dar certo. Deu — e, já na segunda noite, ninguém queria ir dormir.\n\n" +
        "Fomos pulando entre Brač, Hvar e Vis, nadamos em baías turquesa antes do café da manhã e fizemos nossas oficinas no convés e nos calçadões dos portos. Ainda não tinha banda ao vivo: a música saía de uma caixinha de som que sobreviveu a uma semana de sal, sol e DJs empolgados.\n\n" +
        "A última noite em Stari Grad, com a flotilha inteira dançando no cais até o capitão do porto pedir, com toda a educação, que a gente parasse, foi o momento em que a Forró Sailing Week nasceu de verdade.",
      de:
        "Die allererste Forró Sailing Week legte in Split ab, mit drei Booten, dreiunddreißig mutigen Tanzenden und keiner Ahnung, ob Forró auf einem schwankenden Deck überhaupt funktionieren würde. Es funktionierte – und schon am zweiten Abend wollte niemand mehr ins Bett.\n\n" +
        "Wir segelten von Insel zu Insel, zwischen Brač, Hvar und Vis, schwammen vor dem Frühstück in türkisfarbenen Buchten und hielten unsere Workshops an Deck und auf den Hafenpromenaden. Eine Live-Band gab es noch nicht: Die Musik kam aus einem kleinen Lautsprecher, der eine Woche Salz, Sonne und begeisterte DJs überlebte.\n\n" +
        "Die letzte Nacht in Stari Grad, als die ganze Flottille auf dem Kai tanzte, bis uns der Hafenmeister höflich bat aufzuhören, ist der Moment, in dem die Forró Sailing Week wirklich geboren wurde.",
    },
    teachers: ["Juliana Matos", "Rafael Costa"],
    musicians: [],
    skippers: ["Marco Bellini", "Lukas Ferreira", "Ivan Marić", "Petra Novak"],
    boats: ["Lagoon 42", "Bavaria Cruiser 46", "Jeanneau Sun Odyssey 440"],
    imgPath: "covers/fsw19.svg",
    date: ["2019-09-14", "2019-09-21"],
    participants: 33,
    cost: "",
    currency: "EUR",
    external_links: {},
  },
  {
    id: "fsw20",
    title: {
      en: "FSW20 – Kornati Islands",
      pt: "FSW20 – Ilhas Kornati",
      de: "FSW20 – Kornaten",
    },
    city: "Sukošan",
    region: {
      en: "Zadar Archipelago & Kornati, Croatia",
      pt: "Arquipélago de Zadar e Kornati, Croácia",
      de: "Zadar-Archipel & Kornaten, Kroatien",
    },
    description: {
      en:
        "2020 was the year almost everything was cancelled. Travel rules changed every week, and in the end only twelve of us made it to Sukošan — but those twelve had one of the most peaceful weeks the festival has ever seen.\n\n" +
        "Two boats, lots of space and the wild, stony islands of the Kornati National Park almost to ourselves. We anchored in Telašćica, walked up to the cliffs of Dugi Otok at sunset and danced in the open air, keeping our distance when we had to and closing the embrace when we could.\n\n" +
        "This small edition taught us that Forró Sailing Week does not need a crowd: a few good people, a deck and a song are enough.",
      pt:
        "2020 foi o ano em que quase tudo foi cancelado. As regras de viagem mudavam toda semana e, no fim, só doze de nós conseguiram chegar a Sukošan — mas esses doze viveram uma das semanas mais tranquilas que o festival já teve.\n\n" +
        "Dois barcos, muito espaço e as ilhas selvagens e pedregosas do Parque Nacional de Kornati quase só para nós. Ancoramos em Telašćica, subimos até as falésias de Dugi Otok ao pôr do sol e dançamos ao ar livre, mantendo distância quando era preciso e fechando o abraço quando dava.\n\n" +
        "Essa edição pequena nos ensinou que a Forró Sailing Week não precisa de multidão: algumas pessoas queridas, um convés e uma música bastam.",
      de:
        "2020 war das Jahr, in dem fast alles abgesagt wurde. Die Reiseregeln änderten sich jede Woche, und am Ende schafften es nur zwölf von uns nach Sukošan – doch diese zwölf erlebten eine der friedlichsten Wochen, die das Festival je gesehen hat.\n\n" +
        "Zwei Boote, viel Platz und die wilden, steinigen Inseln des Kornati-Nationalparks fast für uns allein. Wir ankerten in Telašćica, stiegen bei Sonnenuntergang zu den Klippen von Dugi Otok hinauf und tanzten unter freiem Himmel – mit Abstand, wenn es sein musste, und eng umarmt, wann immer es ging.\n\n" +
        "Diese kleine Ausgabe hat uns gezeigt, dass die Forró Sailing Week keine Menschenmassen braucht: Ein paar gute Leute, ein Deck und ein Lied reichen völlig.",
    },
    teachers: ["Clara Dumont"],
    musicians: [],
    skippers: ["Marco Bellini", "Lukas Ferreira", "Ivan Marić"],
    boats: ["Lagoon 42", "Bavaria Cruiser 46"],
    imgPath: "covers/fsw20.svg",
    date: ["2020-09-12", "2020-09-19"],
    participants: 12,
    cost: "",
    currency: "EUR",
    external_links: {},
  },
  {
    id: "fsw21",
    title: {
      en: "FSW21 – Ionian Islands",
      pt: "FSW21 – Ilhas Jônicas",
      de: "FSW21 – Ionische Inseln",
    },
    city: "Lefkada",
    region: {
      en: "Ionian Islands, Greece",
      pt: "Ilhas Jônicas, Grécia",
      de: "Ionische Inseln, Griechenland",
    },
    description: {
      en:
        "Our first Greek edition started in the marina of Lefkada, with forty-six participants spread over four boats and, for the first time, a live sanfona on board: Tiago Nascimento joined us with his accordion and changed the festival for good.\n\n" +
        "The calm waters of the Ionian Sea made for easy sailing days between Meganisi, Kalamos and Ithaca. We practised in the shade of olive trees, swam off the back of the catamarans and ended the week with a long night of live forró on the harbour front of Fiskardo in Kefalonia.\n\n" +
        "Many friendships — and at least two couples — date back to this week.",
      pt:
        "Nossa primeira edição na Grécia começou na marina de Lefkada, com quarenta e seis participantes espalhados por quatro barcos e, pela primeira vez, sanfona ao vivo a bordo: Tiago Nascimento embarcou com a gente e mudou o festival para sempre.\n\n" +
        "As águas calmas do Mar Jônico garantiram dias de navegação tranquilos entre Meganisi, Kalamos e Ítaca. Treinamos à sombra das oliveiras, pulamos na água da popa dos catamarãs e fechamos a semana com uma longa noite de forró ao vivo na orla do porto de Fiskardo, em Cefalônia.\n\n" +
        "Muitas amizades — e pelo menos dois casais — nasceram nessa semana.",
      de:
        "Unsere erste Ausgabe in Griechenland begann in der Marina von Lefkada, mit sechsundvierzig Teilnehmenden auf vier Booten und zum ersten Mal mit einem Akkordeon (Sanfona) live an Bord: Tiago Nascimento kam mit seinem Instrument dazu und hat das Festival für immer verändert.\n\n" +
        "Das ruhige Wasser des Ionischen Meers bescherte uns entspannte Segeltage zwischen Meganisi, Kalamos und Ithaka. Wir übten im Schatten von Olivenbäumen, sprangen hinten von den Katamaranen ins Meer und beendeten die Woche mit einer langen Nacht voller Live-Forró an der Hafenpromenade von Fiskardo auf Kefalonia.\n\n" +
        "Viele Freundschaften – und mindestens zwei Paare – haben in dieser Woche angefangen.",
    },
    teachers: ["Juliana Matos", "Bruno Teixeira"],
    musicians: ["Tiago Nascimento", "Pedro Lins"],
    skippers: ["Marco Bellini", "Lukas Ferreira", "Nikos Andreou", "Eleni Papadaki", "Dimitris Karras"],
    boats: ["Lagoon 42", "Lagoon 40", "Bavaria Cruiser 46", "Beneteau Oceanis 46.1"],
    imgPath: "covers/fsw21.svg",
    date: ["2021-09-11", "2021-09-18"],
    participants: 46,
    cost: "",
    currency: "EUR",
    external_links: {},
  },
  {
    id: "fsw22",
    title: {
      en: "FSW22 – Sardinia",
      pt: "FSW22 – Sardenha",
      de: "FSW22 – Sardinien",
    },
    city: "Portisco",
    region: {
      en: "Costa Smeralda & La Maddalena, Sardinia, Italy",
      pt: "Costa Smeralda e La Maddalena, Sardenha, Itália",
      de: "Costa Smeralda & La Maddalena, Sardinien, Italien",
    },
    description: {
      en:
        "In 2022 the flotilla moved to Italy. Forty-eight dancers boarded four boats in Portisco and headed north into the La Maddalena archipelago, where the water is so clear that the anchors seem to float above the sand.\n\n" +
        "We explored Caprera and Spargi, crossed the strait to look up at the white cliffs of Bonifacio in Corsica and held our workshops on deck and on quiet beaches. Tiago and Sofia played every evening, and one night the whole fleet rafted up in a bay for a party that people still talk about.\n\n" +
        "Sardinia gave us wind, light and a wonderful crowd of first-timers who have come back ever since.",
      pt:
        "Em 2022 a flotilha foi para a Itália. Quarenta e oito dançarinos embarcaram em quatro barcos em Portisco e seguiram rumo ao norte, para o arquipélago de La Maddalena, onde a água é tão transparente que as âncoras parecem flutuar sobre a areia.\n\n" +
        "Exploramos Caprera e Spargi, atravessamos o estreito para ver de perto as falésias brancas de Bonifacio, na Córsega, e fizemos nossas oficinas no convés e em praias tranquilas. Tiago e Sofia tocaram todas as noites e, numa delas, a frota inteira se amarrou lado a lado numa baía para uma festa de que todo mundo fala até hoje.\n\n" +
        "A Sardenha nos deu vento, luz e uma turma maravilhosa de estreantes que voltam desde então.",
      de:
        "2022 zog die Flottille nach Italien weiter. Achtundvierzig Tanzende gingen in Portisco an Bord von vier Booten und segelten nach Norden in den La-Maddalena-Archipel, wo das Wasser so klar ist, dass die Anker über dem Sand zu schweben scheinen.\n\n" +
        "Wir erkundeten Caprera und Spargi, überquerten die Meerenge, um zu den weißen Klippen von Bonifacio auf Korsika hinaufzuschauen, und hielten unsere Workshops an Deck und an ruhigen Stränden. Tiago und Sofia spielten jeden Abend, und in einer Nacht lag die ganze Flotte im Päckchen in einer Bucht, für eine Party, von der heute noch alle reden.\n\n" +
        "Sardinien schenkte uns Wind, Licht und eine wunderbare Schar von Neulingen, die seitdem immer wiederkommen.",
    },
    teachers: ["Juliana Matos", "Léa Martin"],
    musicians: ["Tiago Nascimento", "Sofia Marques"],
    skippers: ["Marco Bellini", "Lukas Ferreira", "Giulia Serra", "Andrea Pinna", "Matteo Sanna"],
    boats: ["Lagoon 42", "Bali 4.2", "Fountaine Pajot Lucia 40", "Jeanneau Sun Odyssey 519"],
    imgPath: "covers/fsw22.svg",
    date: ["2022-06-11", "2022-06-18"],
    participants: 48,
    cost: "",
    currency: "EUR",
    external_links: {},
  },
  {
    id: "fsw23",
    title: {
      en: "FSW23 – Western Cyclades",
      pt: "FSW23 – Cíclades Ocidentais",
      de: "FSW23 – Westliche Kykladen",
    },
    city: "Lavrio",
    region: {
      en: "Western Cyclades, Greece",
      pt: "Cíclades Ocidentais, Grécia",
      de: "Westliche Kykladen, Griechenland",
    },
    description: {
      en:
        "Our biggest edition so far: sixty participants on five boats, leaving Lavrio near Athens for the Western Cyclades. White villages, blue doors and early summer winds that gave the sailors among us some proper sailing.\n\n" +
        "We hopped from Kea to Kythnos, Serifos and Sifnos, with four workshops along the way and a live trio — sanfona, zabumba and triangle — playing under the stars. The night on the beach of Kolona in Kythnos, dancing barefoot on the sandbar between two bays, was pure magic.\n\n" +
        "With so many people, the crews mixed more than ever, and the last evening in Lavrio felt like a family reunion.",
      pt:
        "Nossa maior edição até agora: sessenta participantes em cinco barcos, saindo de Lavrio, perto de Atenas, rumo às Cíclades Ocidentais. Vilarejos brancos, portas azuis e os ventos do começo do verão, que deram aos velejadores do grupo uma navegação de verdade.\n\n" +
        "Fomos de Kea a Kythnos, Serifos e Sifnos, com quatro oficinas pelo caminho e um trio ao vivo — sanfona, zabumba e triângulo — tocando sob as estrelas. A noite na praia de Kolona, em Kythnos, dançando descalços no banco de areia entre duas baías, foi pura magia.\n\n" +
        "Com tanta gente, as tripulações se misturaram como nunca, e a última noite em Lavrio pareceu um reencontro de família.",
      de:
        "Unsere bisher größte Ausgabe: sechzig Teilnehmende auf fünf Booten, die von Lavrio bei Athen zu den Westlichen Kykladen aufbrachen. Weiße Dörfer, blaue Türen und Frühsommerwinde, die den Segelbegeisterten unter uns richtig gutes Segeln bescherten.\n\n" +
        "Wir sprangen von Kea nach Kythnos, Serifos und Sifnos, mit vier Workshops unterwegs und einem Live-Trio – Akkordeon (Sanfona), Zabumba und Triangel –, das unter den Sternen spielte. Die Nacht am Strand von Kolona auf Kythnos, barfuß tanzend auf der Sandbank zwischen zwei Buchten, war pure Magie.\n\n" +
        "Bei so vielen Leuten mischten sich die Crews mehr denn je, und der letzte Abend in Lavrio fühlte sich an wie ein Familientreffen.",
    },
    teachers: ["Juliana Matos", "Rafael Costa"],
    musicians: ["Tiago Nascimento", "Pedro Lins", "Sofia Marques"],
    skippers: ["Marco Bellini", "Lukas Ferreira", "Nikos Andreou", "Eleni Papadaki", "Yannis Kouris", "Katerina Vlachou"],
    boats: ["Lagoon 42", "Lagoon 450", "Bali 4.2", "Bavaria Cruiser 51", "Beneteau Oceanis 51.1"],
    imgPath: "covers/fsw23.svg",
    date: ["2023-06-10", "2023-06-17"],
    participants: 60,
    cost: "",
    currency: "EUR",
    external_links: {},
  },
  {
    id: "fsw24",
    title: {
      en: "FSW24 – Dubrovnik Riviera",
      pt: "FSW24 – Riviera de Dubrovnik",
      de: "FSW24 – Riviera von Dubrovnik",
    },
    city: "Dubrovnik",
    region: {
      en: "Southern Dalmatia, Croatia",
      pt: "Dalmácia do Sul, Croácia",
      de: "Süddalmatien, Kroatien",
    },
    description: {
      en:
        "Five years after the first week in Split, Forró Sailing Week returned to Croatia — this time to the south, sailing out of Dubrovnik in the golden light of September.\n\n" +
        "The Elaphiti islands of Koločep, Lopud and Šipan were our first stops, followed by the salt lakes of Mljet National Park and the old town of Korčula. Clara and Rafael led the workshops, Tiago and Pedro played the evenings, and the warm late-season sea invited a swim at every anchorage.\n\n" +
        "A relaxed, sunny week with long lunches at anchor and dancing on stone quays that have seen centuries of parties before ours.",
      pt:
        "Cinco anos depois da primeira semana em Split, a Forró Sailing Week voltou à Croácia — desta vez ao sul, partindo de Dubrovnik sob a luz dourada de setembro.\n\n" +
        "As ilhas Elaphiti — Koločep, Lopud e Šipan — foram nossas primeiras paradas, seguidas pelos lagos salgados do Parque Nacional de Mljet e pela cidade velha de Korčula. Clara e Rafael conduziram as oficinas, Tiago e Pedro tocaram nas noites, e o mar quentinho do fim da temporada convidava a um mergulho em cada ancoragem.\n\n" +
        "Uma semana tranquila e ensolarada, com almoços longos na ancoragem e dança em cais de pedra que já viram séculos de festas antes da nossa.",
      de:
        "Fünf Jahre nach der ersten Woche in Split kehrte die Forró Sailing Week nach Kroatien zurück – diesmal in den Süden, mit Start in Dubrovnik im goldenen Septemberlicht.\n\n" +
        "Die Elaphitischen Inseln Koločep, Lopud und Šipan waren unsere ersten Stationen, danach folgten die Salzseen im Nationalpark Mljet und die Altstadt von Korčula. Clara und Rafael leiteten die Workshops, Tiago und Pedro spielten an den Abenden, und das warme Meer der Nachsaison lud an jedem Ankerplatz zum Schwimmen ein.\n\n" +
        "Eine entspannte, sonnige Woche mit langen Mittagessen vor Anker und Tanz auf steinernen Kais, die schon Jahrhunderte voller Feste vor unserem erlebt haben.",
    },
    teachers: ["Clara Dumont", "Rafael Costa"],
    musicians: ["Tiago Nascimento", "Pedro Lins"],
    skippers: ["Marco Bellini", "Lukas Ferreira", "Ivan Marić", "Petra Novak"],
    boats: ["Lagoon 42", "Bavaria Cruiser 46", "Dufour 460 Grand Large"],
    imgPath: "covers/fsw24.svg",
    date: ["2024-09-07", "2024-09-14"],
    participants: "",
    cost: "",
    currency: "EUR",
    external_links: {},
  },
  {
    id: "fsw25",
    title: {
      en: "FSW25 – Aeolian Islands",
      pt: "FSW25 – Ilhas Eólias",
      de: "FSW25 – Liparische Inseln",
    },
    city: "Portorosa",
    region: {
      en: "Aeolian Islands, Sicily, Italy",
      pt: "Ilhas Eólias, Sicília, Itália",
      de: "Liparische Inseln, Sizilien, Italien",
    },
    description: {
      en:
        "Fifty-six dancers, five boats and seven volcanic islands: in 2025 the festival sailed from Portorosa on the north coast of Sicily into the Aeolian archipelago.\n\n" +
        "We swam in the warm waters off Vulcano, wandered the lanes of Lipari, tasted capers and malvasia on Salina and danced on the terraces of Panarea. The highlight was an evening sail around Stromboli, watching the volcano glow in the dark before a late party at anchor with Tiago and Sofia playing on the foredeck.\n\n" +
        "Juliana and Léa taught four workshops, from first steps for newcomers to musicality sessions for the experienced dancers.",
      pt:
        "Cinquenta e seis dançarinos, cinco barcos e sete ilhas vulcânicas: em 2025 o festival partiu de Portorosa, na costa norte da Sicília, rumo ao arquipélago das Eólias.\n\n" +
        "Nadamos nas águas quentes de Vulcano, passeamos pelas vielas de Lipari, provamos alcaparras e malvasia em Salina e dançamos nos terraços de Panarea. O ponto alto foi uma velejada ao entardecer em volta de Stromboli, vendo o vulcão brilhar no escuro, antes de uma festa até tarde na ancoragem, com Tiago e Sofia tocando na proa.\n\n" +
        "Juliana e Léa deram quatro oficinas, dos primeiros passos para iniciantes a sessões de musicalidade para quem já dança há mais tempo.",
      de:
        "Sechsundfünfzig Tänzerinnen und Tänzer, fünf Boote und sieben Vulkaninseln: 2025 segelte das Festival von Portorosa an der Nordküste Siziliens hinaus zu den Liparischen Inseln.\n\n" +
        "Wir schwammen im warmen Wasser vor Vulcano, schlenderten durch die Gassen von Lipari, probierten Kapern und Malvasia auf Salina und tanzten auf den Terrassen von Panarea. Höhepunkt war ein Abendtörn rund um Stromboli: Wir sahen den Vulkan im Dunkeln glühen, bevor wir vor Anker bis spät in die Nacht feierten, während Tiago und Sofia auf dem Vorschiff spielten.\n\n" +
        "Juliana und Léa gaben vier Workshops, von den ersten Schritten für Neulinge bis zu Musikalitäts-Sessions für erfahrene Tanzende.",
    },
    teachers: ["Juliana Matos", "Léa Martin"],
    musicians: ["Tiago Nascimento", "Sofia Marques"],
    skippers: ["Marco Bellini", "Lukas Ferreira", "Giulia Serra", "Andrea Pinna", "Salvo Russo", "Chiara Lombardo"],
    boats: ["Lagoon 42", "Lagoon 450", "Bali 4.2", "Jeanneau Sun Odyssey 519", "Beneteau Oceanis 46.1"],
    imgPath: "covers/fsw25.svg",
    date: ["2025-06-14", "2025-06-21"],
    participants: 56,
    cost: "",
    currency: "EUR",
    // Placeholder ticket link: the organisers replace it with the real ticket system address.
    external_links: { ticket_system: "https://tickets.example.com/fsw25" },
  },
  {
    id: "fsw26",
    title: {
      en: "FSW26 – Turkish Coast",
      pt: "FSW26 – Costa Turca",
      de: "FSW26 – Türkische Küste",
    },
    city: "Göcek",
    region: {
      en: "Lycian Coast, Turkey",
      pt: "Costa Lícia, Turquia",
      de: "Lykische Küste, Türkei",
    },
    description: {
      en:
        "For its eighth edition, Forró Sailing Week sails the Turkish coast. Participants fly into Dalaman Airport, and a short transfer brings them to the marina of Göcek, where the flotilla is waiting. At the end of the week the same airport takes everybody home.\n\n" +
        "The Gulf of Fethiye is one of the most sheltered sailing areas in the Mediterranean: pine-covered hills, dozens of quiet bays and warm, calm water. The route passes the Twelve Islands of Göcek, Lycian rock tombs carved into the cliffs, the ruins on Gemiler Island and, weather permitting, the river delta of Dalyan with its turtle beach.\n\n" +
        "Juliana Matos and Bruno Teixeira teach about four workshops during the week, and Tiago Nascimento and Pedro Lins bring live forró to the evening parties in the bays.",
      pt:
        "Na sua oitava edição, a Forró Sailing Week navega pela costa turca. Os participantes chegam de avião ao aeroporto de Dalaman, e um traslado curto os leva até a marina de Göcek, onde a flotilha espera por eles. No fim da semana, o mesmo aeroporto leva todo mundo de volta para casa.\n\n" +
        "O Golfo de Fethiye é uma das áreas de navegação mais abrigadas do Mediterrâneo: morros cobertos de pinheiros, dezenas de baías tranquilas e água morna e calma. A rota passa pelas Doze Ilhas de Göcek, por túmulos lícios esculpidos nas falésias, pelas ruínas da Ilha de Gemiler e, se o tempo deixar, pelo delta do rio de Dalyan, com sua praia das tartarugas.\n\n" +
        "Juliana Matos e Bruno Teixeira dão cerca de quatro oficinas durante a semana, e Tiago Nascimento e Pedro Lins levam forró ao vivo para as festas da noite nas baías.",
      de:
        "In ihrer achten Ausgabe segelt die Forró Sailing Week an der türkischen Küste. Die Teilnehmenden fliegen zum Flughafen Dalaman, und ein kurzer Transfer bringt sie zur Marina von Göcek, wo die Flottille wartet. Am Ende der Woche geht es vom selben Flughafen wieder nach Hause.\n\n" +
        "Der Golf von Fethiye ist eines der geschütztesten Segelreviere im Mittelmeer: kieferbewachsene Hügel, Dutzende ruhiger Buchten und warmes, ruhiges Wasser. Die Route führt an den Zwölf Inseln von Göcek vorbei, an lykischen Felsgräbern in den Klippen, an den Ruinen auf der Insel Gemiler und, wenn das Wetter mitspielt, zum Flussdelta von Dalyan mit seinem Schildkrötenstrand.\n\n" +
        "Juliana Matos und Bruno Teixeira geben im Laufe der Woche etwa vier Workshops, und Tiago Nascimento und Pedro Lins bringen Live-Forró zu den Abendpartys in den Buchten.",
    },
    teachers: ["Juliana Matos", "Bruno Teixeira"],
    musicians: ["Tiago Nascimento", "Pedro Lins"],
    skippers: ["Marco Bellini", "Lukas Ferreira", "Emre Yıldız", "Deniz Aksoy", "Selin Kaya"],
    boats: ["Lagoon 42", "Bali 4.2", "Bavaria C45", "Jeanneau Sun Odyssey 440"],
    imgPath: "covers/fsw26.svg",
    date: ["2026-06-13", "2026-06-20"],
    participants: "",
    cost: "",
    currency: "EUR",
    // Placeholder ticket link: the organisers replace it with the real ticket system address.
    external_links: { ticket_system: "https://tickets.example.com/fsw26" },
  },
];
