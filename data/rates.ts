import type { Text } from "./localize";
import type { RateTierSource } from "./types";

const photoCredit: Text = {
  en: "Photos: FSW crew and participants",
  pt: "Fotos: equipe da FSW e participantes",
  de: "Fotos: FSW-Crew und Teilnehmende",
};

// Budget tiers. Ticket prices are not shown on the site: they live in the ticket system.
// googleLink = "https://www.google.com/search?q=" + encodeURIComponent(boat), written out literally.
export const rateTiers: RateTierSource[] = [
  {
    id: "general",
    title: { en: "What your ticket covers", pt: "O que o seu ingresso inclui", de: "Was in deinem Ticket steckt" },
    summary: {
      en: "The same festival week on every boat, whatever your budget",
      pt: "A mesma semana de festival em todos os barcos, seja qual for o seu orçamento",
      de: "Dieselbe Festivalwoche auf jedem Boot, egal wie groß dein Budget ist",
    },
    description: {
      en: "Every Forró Sailing Week ticket buys you a berth on a chartered sailing boat with a professional skipper for a whole week, from Saturday to Saturday, plus the full dance programme. The tiers below differ only in the type and size of boat you sail on; the workshops, parties and people are the same for everyone.",
      pt: "Todo ingresso da Forró Sailing Week garante a você uma cama em um veleiro fretado, com skipper profissional, por uma semana inteira, de sábado a sábado, além da programação completa de dança. As categorias abaixo só mudam no tipo e no tamanho do barco em que você veleja; as oficinas, as festas e as pessoas são as mesmas para todo mundo.",
      de: "Mit jedem Ticket der Forró Sailing Week bekommst du einen Schlafplatz auf einem gecharterten Segelboot mit professionellem Skipper für eine ganze Woche, von Samstag bis Samstag, dazu das komplette Tanzprogramm. Die Kategorien unten unterscheiden sich nur in Art und Größe des Bootes, auf dem du segelst; Workshops, Partys und Leute sind für alle dieselben.",
    },
    included: [
      {
        en: "A berth on a chartered sailing boat for seven nights, Saturday to Saturday",
        pt: "Uma cama em um veleiro fretado por sete noites, de sábado a sábado",
        de: "Ein Schlafplatz auf einem gecharterten Segelboot für sieben Nächte, von Samstag bis Samstag",
      },
      {
        en: "A professional skipper on every boat",
        pt: "Um skipper profissional em cada barco",
        de: "Ein professioneller Skipper auf jedem Boot",
      },
      {
        en: "About 4 Forró workshops with our teachers during the week",
        pt: "Cerca de 4 oficinas de forró com nossos professores durante a semana",
        de: "Etwa 4 Forró-Workshops mit unseren Lehrenden während der Woche",
      },
      {
        en: "Evening parties, with live music at most editions",
        pt: "Festas à noite, com música ao vivo na maioria das edições",
        de: "Partys am Abend, bei den meisten Ausgaben mit Livemusik",
      },
      {
        en: "Damage-deposit insurance for the boat (on average about 50 EUR per person, already part of the ticket)",
        pt: "Seguro de caução do barco (em média cerca de 50 EUR por pessoa, já incluído no ingresso)",
        de: "Kautionsversicherung für das Boot (im Schnitt etwa 50 EUR pro Person, schon im Ticket enthalten)",
      },
      {
        en: "Bed linen, towels and the final cleaning of the boat",
        pt: "Roupa de cama, toalhas e a limpeza final do barco",
        de: "Bettwäsche, Handtücher und die Endreinigung des Bootes",
      },
      {
        en: "Route planning, crew allocation and support from the organising team",
        pt: "Planejamento da rota, divisão das tripulações e apoio da equipe de organização",
        de: "Routenplanung, Crew-Einteilung und Unterstützung durch das Orga-Team",
      },
    ],
    notIncluded: [
      {
        en: "Travel to and from the departure harbour (flights, trains, transfers)",
        pt: "A viagem de ida e volta ao porto de partida (voos, trens, traslados)",
        de: "An- und Abreise zum Abfahrtshafen (Flüge, Züge, Transfers)",
      },
      {
        en: "The boat kitty: about 150 to 300 EUR per person per week for food, drinks, fuel and harbour fees",
        pt: "A caixinha do barco: cerca de 150 a 300 EUR por pessoa por semana para comida, bebidas, combustível e taxas de porto",
        de: "Die Bordkasse: etwa 150 bis 300 EUR pro Person und Woche für Essen, Getränke, Treibstoff und Hafengebühren",
      },
      {
        en: "An optional tip for your skipper (5 to 10 % of the ticket price is customary)",
        pt: "Uma gorjeta opcional para o seu skipper (o costume é de 5 a 10 % do preço do ingresso)",
        de: "Ein freiwilliges Trinkgeld für deinen Skipper (üblich sind 5 bis 10 % des Ticketpreises)",
      },
      {
        en: "Meals in restaurants on shore",
        pt: "Refeições em restaurantes em terra",
        de: "Essen in Restaurants an Land",
      },
      {
        en: "Personal travel, health and cancellation insurance",
        pt: "Seguros pessoais de viagem, saúde e cancelamento",
        de: "Persönliche Reise-, Kranken- und Rücktrittsversicherung",
      },
      {
        en: "Hotel nights before or after the festival week",
        pt: "Noites de hotel antes ou depois da semana do festival",
        de: "Hotelnächte vor oder nach der Festivalwoche",
      },
    ],
    paragraphs: [
      {
        en: "The ticket price depends on the tier and the edition and is shown in our ticket system when you book. The “{button:chrome.bookNow}” and “{button:editions.reserve}” buttons take you straight there.",
        pt: "O preço do ingresso depende da categoria e da edição e aparece no nosso sistema de ingressos na hora da reserva. Os botões “{button:chrome.bookNow}” e “{button:editions.reserve}” levam você direto para lá.",
        de: "Der Ticketpreis hängt von Kategorie und Ausgabe ab und wird dir beim Buchen in unserem Ticketsystem angezeigt. Die Buttons „{button:chrome.bookNow}“ und „{button:editions.reserve}“ bringen dich direkt dorthin.",
      },
      {
        en: "On top of the ticket, each crew shares a boat kitty. Plan on about 150 to 300 EUR per person for the week: it pays for groceries and drinks on board, fuel, harbour and mooring fees and local taxes. The crew decides together how to spend it, and whatever is left at the end is shared back.",
        pt: "Além do ingresso, cada tripulação divide uma caixinha do barco. Conte com cerca de 150 a 300 EUR por pessoa para a semana: ela paga as compras de mercado e as bebidas a bordo, o combustível, as taxas de porto e de atracação e os impostos locais. A tripulação decide junta como usar o dinheiro, e o que sobrar no fim é dividido de volta.",
        de: "Zusätzlich zum Ticket teilt sich jede Crew eine Bordkasse. Plane etwa 150 bis 300 EUR pro Person für die Woche ein: Davon werden Lebensmittel und Getränke an Bord, Treibstoff, Hafen- und Liegegebühren sowie örtliche Abgaben bezahlt. Die Crew entscheidet gemeinsam, wofür das Geld ausgegeben wird, und was am Ende übrig ist, wird wieder aufgeteilt.",
      },
      {
        en: "Charter companies ask for a damage deposit on every boat. We cover it with a damage-deposit insurance, which costs on average about 50 EUR per person and is already included in your ticket, so you do not have to leave a large deposit yourself.",
        pt: "As empresas de fretamento pedem uma caução para cada barco. Nós a cobrimos com um seguro de caução, que custa em média cerca de 50 EUR por pessoa e já está incluído no seu ingresso, então você não precisa deixar uma caução alta do próprio bolso.",
        de: "Charterfirmen verlangen für jedes Boot eine Kaution. Wir sichern sie mit einer Kautionsversicherung ab, die im Schnitt etwa 50 EUR pro Person kostet und schon in deinem Ticket enthalten ist – du musst also selbst keine hohe Kaution hinterlegen.",
      },
      {
        en: "Tipping the skipper is optional and always appreciated. If you enjoyed the week, 5 to 10 % of the ticket price is a common guideline.",
        pt: "Dar gorjeta ao skipper é opcional e sempre bem-vindo. Se você curtiu a semana, 5 a 10 % do preço do ingresso é uma referência comum.",
        de: "Trinkgeld für den Skipper ist freiwillig und wird immer geschätzt. Wenn dir die Woche gefallen hat, sind 5 bis 10 % des Ticketpreises ein üblicher Richtwert.",
      },
      {
        en: "Coming with friends? If you fill a boat with a group of at least 8 people, use the promo code “FULL BOAT” and every member of the group gets a 50 EUR discount.",
        pt: "Vai vir com amigos? Se vocês lotarem um barco com um grupo de pelo menos 8 pessoas, usem o código promocional “FULL BOAT”, e cada pessoa do grupo ganha um desconto de 50 EUR.",
        de: "Du kommst mit Freunden? Wenn ihr mit einer Gruppe von mindestens 8 Personen ein Boot füllt, gebt den Promo-Code „FULL BOAT“ ein, und jedes Gruppenmitglied bekommt 50 EUR Rabatt.",
      },
      {
        en: "Cabins are shared with a person of the same gender by default. If you would like to share with a partner or a friend, name your preferred cabin mate when you book.",
        pt: "Por padrão, as cabines são divididas com uma pessoa do mesmo gênero. Se você quiser dividir com seu par ou com um amigo, indique na reserva quem você prefere como colega de cabine.",
        de: "Normalerweise teilst du dir die Kabine mit einer Person des gleichen Geschlechts. Wenn du sie lieber mit deinem Partner, deiner Partnerin oder mit Freunden teilen möchtest, gib bei der Buchung an, mit wem du in die Kabine willst.",
      },
    ],
    typicalBoats: [],
    photoCredit,
  },
  {
    id: "gold",
    title: { en: "Gold", pt: "Ouro", de: "Gold" },
    summary: { en: "40 to 45 ft catamaran", pt: "Catamarã de 40 a 45 pés", de: "Katamaran mit 40 bis 45 Fuß" },
    description: {
      en: "Sail on a spacious catamaran of 40 to 45 feet. Catamarans are stable at anchor and under way, offer the most living space on deck and in the saloon, and their wide trampolines and cockpits make the best floating dance floors of the fleet.",
      pt: "Veleje em um catamarã espaçoso de 40 a 45 pés. Catamarãs são estáveis tanto ancorados quanto navegando, oferecem o maior espaço de convivência no convés e no salão, e suas redes largas e cockpits viram as melhores pistas de dança flutuantes da frota.",
      de: "Segle auf einem geräumigen Katamaran mit 40 bis 45 Fuß. Katamarane liegen vor Anker und unter Segeln stabil, bieten an Deck und im Salon den meisten Platz, und ihre breiten Trampoline und Cockpits sind die besten schwimmenden Tanzflächen der Flotte.",
    },
    paragraphs: [
      {
        en: "A catamaran of this size usually has four double cabins, each with its own or a shared bathroom, and carries up to 12 people including the Saloon & Bow Cabin places.",
        pt: "Um catamarã desse tamanho costuma ter quatro cabines duplas, cada uma com banheiro próprio ou compartilhado, e leva até 12 pessoas, contando as vagas de Salão e cabine de proa.",
        de: "Ein Katamaran dieser Größe hat meist vier Doppelkabinen, jede mit eigenem oder geteiltem Bad, und nimmt bis zu 12 Personen mit, die Plätze für Salon & Bugkabine eingerechnet.",
      },
      {
        en: "Gold is a great choice if you are new to sailing or worried about seasickness: catamarans hardly heel and rock much less at anchor than monohulls.",
        pt: "Ouro é uma ótima escolha se você está começando a velejar ou tem medo de enjoar: catamarãs quase não adernam e, ancorados, balançam bem menos do que monocascos.",
        de: "Gold ist eine gute Wahl, wenn du neu beim Segeln bist oder Angst vor Seekrankheit hast: Katamarane krängen kaum und schaukeln vor Anker viel weniger als Einrumpfboote.",
      },
      {
        en: "Gold boats are also the ones with bow cabins, so part of the discounted Saloon & Bow Cabin places are on these boats.",
        pt: "Os barcos ouro também são os que têm cabines de proa, por isso parte das vagas com desconto de Salão e cabine de proa fica nesses barcos.",
        de: "Gold-Boote sind auch die mit Bugkabinen, deshalb liegt ein Teil der reduzierten Plätze für Salon & Bugkabine auf diesen Booten.",
      },
    ],
    typicalBoats: [
      { boat: "Lagoon 42", googleLink: "https://www.google.com/search?q=Lagoon%2042" },
      { boat: "Lagoon 450", googleLink: "https://www.google.com/search?q=Lagoon%20450" },
      { boat: "Bali 4.2", googleLink: "https://www.google.com/search?q=Bali%204.2" },
      {
        boat: "Fountaine Pajot Astrea 42",
        googleLink: "https://www.google.com/search?q=Fountaine%20Pajot%20Astrea%2042",
      },
      { boat: "Leopard 45", googleLink: "https://www.google.com/search?q=Leopard%2045" },
    ],
    imgPath: "rates/gold/01.svg",
    photoCredit,
  },
  {
    id: "silver",
    title: { en: "Silver", pt: "Prata", de: "Silber" },
    summary: {
      en: "45 to 55 ft monohull, or a catamaran of about 40 ft",
      pt: "Monocasco de 45 a 55 pés ou catamarã de cerca de 40 pés",
      de: "Einrumpfboot mit 45 bis 55 Fuß oder Katamaran mit etwa 40 Fuß",
    },
    description: {
      en: "Sail on a large monohull of 45 to 55 feet, or on a catamaran of about 40 feet. Big monohulls sail beautifully and give you the real feeling of a yacht heeling in the wind, while the smaller catamarans offer the comfort of two hulls at a friendlier price.",
      pt: "Veleje em um monocasco grande de 45 a 55 pés ou em um catamarã de cerca de 40 pés. Monocascos grandes velejam lindamente e dão aquela sensação de verdade de um veleiro adernando com o vento, enquanto os catamarãs menores oferecem o conforto de dois cascos por um preço mais camarada.",
      de: "Segle auf einem großen Einrumpfboot mit 45 bis 55 Fuß oder auf einem Katamaran mit etwa 40 Fuß. Große Einrumpfboote segeln wunderschön und geben dir das echte Gefühl einer Yacht, die sich in den Wind legt, während die kleineren Katamarane den Komfort von zwei Rümpfen zu einem günstigeren Preis bieten.",
    },
    paragraphs: [
      {
        en: "Large monohulls carry up to 10 people, or up to 12 when they have 5 cabins; a 40 ft catamaran carries up to 12 people.",
        pt: "Monocascos grandes levam até 10 pessoas, ou até 12 quando têm 5 cabines; um catamarã de 40 pés leva até 12 pessoas.",
        de: "Große Einrumpfboote nehmen bis zu 10 Personen mit, bei 5 Kabinen bis zu 12; ein Katamaran mit 40 Fuß nimmt bis zu 12 Personen mit.",
      },
      {
        en: "Silver is the favourite of many participants who like to take the helm or help with the sails while still having plenty of space below deck.",
        pt: "Prata é a preferida de muitos participantes que gostam de assumir o leme ou ajudar com as velas sem abrir mão de bastante espaço abaixo do convés.",
        de: "Silber ist der Favorit vieler Teilnehmender, die gern selbst ans Steuer gehen oder an den Segeln mithelfen und trotzdem unter Deck viel Platz haben wollen.",
      },
      {
        en: "Some silver boats have bow cabins, which are sold as part of the Saloon & Bow Cabin option.",
        pt: "Alguns barcos prata têm cabines de proa, que são vendidas como parte da opção Salão e cabine de proa.",
        de: "Manche Silber-Boote haben Bugkabinen; sie werden als Teil der Option Salon & Bugkabine verkauft.",
      },
    ],
    typicalBoats: [
      { boat: "Bavaria Cruiser 46", googleLink: "https://www.google.com/search?q=Bavaria%20Cruiser%2046" },
      { boat: "Beneteau Oceanis 51.1", googleLink: "https://www.google.com/search?q=Beneteau%20Oceanis%2051.1" },
      {
        boat: "Jeanneau Sun Odyssey 519",
        googleLink: "https://www.google.com/search?q=Jeanneau%20Sun%20Odyssey%20519",
      },
      { boat: "Dufour 520 Grand Large", googleLink: "https://www.google.com/search?q=Dufour%20520%20Grand%20Large" },
      { boat: "Lagoon 40", googleLink: "https://www.google.com/search?q=Lagoon%2040" },
      {
        boat: "Fountaine Pajot Lucia 40",
        googleLink: "https://www.google.com/search?q=Fountaine%20Pajot%20Lucia%2040",
      },
    ],
    imgPath: "rates/silver/01.svg",
    photoCredit,
  },
  {
    id: "bronze",
    title: { en: "Bronze", pt: "Bronze", de: "Bronze" },
    summary: { en: "40 to 50 ft monohull", pt: "Monocasco de 40 a 50 pés", de: "Einrumpfboot mit 40 bis 50 Fuß" },
    description: {
      en: "Sail on a classic monohull of 40 to 50 feet — the most affordable way to join the festival week. These are proven, comfortable cruising yachts, and the crews on bronze boats are famous for their team spirit.",
      pt: "Veleje em um monocasco clássico de 40 a 50 pés — o jeito mais em conta de participar da semana do festival. São veleiros de cruzeiro confiáveis e confortáveis, e as tripulações dos barcos bronze são famosas pelo espírito de equipe.",
      de: "Segle auf einem klassischen Einrumpfboot mit 40 bis 50 Fuß – der günstigste Weg, bei der Festivalwoche dabei zu sein. Das sind bewährte, bequeme Fahrtenyachten, und die Crews auf den Bronze-Booten sind für ihren Teamgeist bekannt.",
    },
    paragraphs: [
      {
        en: "A monohull of this size has three to four double cabins and carries up to 10 people, or up to 12 when it has 5 cabins.",
        pt: "Um monocasco desse tamanho tem de três a quatro cabines duplas e leva até 10 pessoas, ou até 12 quando tem 5 cabines.",
        de: "Ein Einrumpfboot dieser Größe hat drei bis vier Doppelkabinen und nimmt bis zu 10 Personen mit, bei 5 Kabinen bis zu 12.",
      },
      {
        en: "You will feel the boat heel when the wind picks up, which many sailors love. The skipper shows everyone how to help with lines and fenders, no experience needed.",
        pt: "Você vai sentir o barco adernar quando o vento aumentar, e muitos velejadores adoram isso. O skipper mostra a todo mundo como ajudar com os cabos e as defensas, sem precisar de experiência.",
        de: "Wenn der Wind auffrischt, spürst du, wie sich das Boot auf die Seite legt – viele Segler lieben genau das. Der Skipper zeigt allen, wie sie mit Leinen und Fendern helfen können, Erfahrung braucht es keine.",
      },
      {
        en: "Bronze boats sail the same route as the rest of the flotilla and join every workshop and party.",
        pt: "Os barcos bronze fazem a mesma rota que o resto da flotilha e participam de todas as oficinas e festas.",
        de: "Bronze-Boote segeln dieselbe Route wie der Rest der Flottille und sind bei jedem Workshop und jeder Party dabei.",
      },
    ],
    typicalBoats: [
      { boat: "Bavaria Cruiser 41", googleLink: "https://www.google.com/search?q=Bavaria%20Cruiser%2041" },
      { boat: "Beneteau Oceanis 45", googleLink: "https://www.google.com/search?q=Beneteau%20Oceanis%2045" },
      {
        boat: "Jeanneau Sun Odyssey 440",
        googleLink: "https://www.google.com/search?q=Jeanneau%20Sun%20Odyssey%20440",
      },
      { boat: "Dufour 430 Grand Large", googleLink: "https://www.google.com/search?q=Dufour%20430%20Grand%20Large" },
      { boat: "Elan Impression 45.1", googleLink: "https://www.google.com/search?q=Elan%20Impression%2045.1" },
    ],
    imgPath: "rates/bronze/01.svg",
    photoCredit,
  },
  {
    id: "sbc",
    title: { en: "Saloon & Bow Cabin", pt: "Salão e cabine de proa", de: "Salon & Bugkabine" },
    summary: {
      en: "Discounted berth in the saloon or a bow cabin",
      pt: "Leito com desconto no salão ou em uma cabine de proa",
      de: "Reduzierter Schlafplatz im Salon oder in einer Bugkabine",
    },
    description: {
      en: "Happy to trade a little privacy for a lower price? Saloon & Bow Cabin tickets are discounted: you sleep on the converted saloon bench or in a compact bow cabin instead of a regular double cabin, and you enjoy exactly the same festival week as everybody else.",
      pt: "Topa trocar um pouco de privacidade por um preço menor? Os ingressos Salão e cabine de proa têm desconto: você dorme no sofá do salão, que vira cama, ou em uma cabine de proa compacta, em vez de uma cabine dupla normal, e aproveita exatamente a mesma semana de festival que todo mundo.",
      de: "Du tauschst gern ein bisschen Privatsphäre gegen einen niedrigeren Preis? Tickets für Salon & Bugkabine sind reduziert: Du schläfst auf der umgebauten Salonbank oder in einer kompakten Bugkabine statt in einer normalen Doppelkabine und erlebst genau dieselbe Festivalwoche wie alle anderen.",
    },
    paragraphs: [
      {
        en: "Saloon berths are made up every evening in the main living area of the boat. Bow cabins are small cabins in the front of the hulls with their own hatch for fresh air.",
        pt: "As camas do salão são arrumadas toda noite na principal área de convivência do barco. As cabines de proa são cabines pequenas na frente dos cascos, com escotilha própria para entrar ar fresco.",
        de: "Die Schlafplätze im Salon werden jeden Abend im Wohnbereich des Bootes hergerichtet. Bugkabinen sind kleine Kabinen vorne in den Rümpfen mit eigener Luke für frische Luft.",
      },
      {
        en: "Bow cabins only exist on gold boats and sometimes on silver boats, so the number of Saloon & Bow Cabin places is limited and depends on the boats we charter.",
        pt: "Cabines de proa só existem nos barcos ouro e, às vezes, nos barcos prata, por isso o número de vagas Salão e cabine de proa é limitado e depende dos barcos que fretamos.",
        de: "Bugkabinen gibt es nur auf Gold-Booten und manchmal auf Silber-Booten, deshalb ist die Zahl der Plätze für Salon & Bugkabine begrenzt und hängt von den Booten ab, die wir chartern.",
      },
      {
        en: "You share the boat kitty and all festival activities with your crew, just like on any other ticket.",
        pt: "Você divide a caixinha do barco e todas as atividades do festival com sua tripulação, como em qualquer outro ingresso.",
        de: "Bordkasse und alle Festivalaktivitäten teilst du mit deiner Crew, genau wie bei jedem anderen Ticket.",
      },
    ],
    typicalBoats: [],
    imgPath: "rates/sbc/01.svg",
    photoCredit,
  },
];
