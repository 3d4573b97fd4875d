/* qb-ui-names.c: names shown to players.
 *
 * Zone and type names are translated. Block names are proper names (the
 * regiments of 1759) and stay as they are, with their accents; the short
 * names are what fits on a 3/4" block label.
 */
#include <glib/gi18n-lib.h>

#include "qb-ui-names.h"

#include <string.h>

#include "qb-engine.h"
#include "qb-data.h"

const char *
qb_ui_zone_name (int zone)
{
  switch (zone)
    {
    case QB_MO: return C_("zone", "Montmorency");
    case QB_BE: return C_("zone", "Beauport");
    case QB_SC: return C_("zone", "St. Charles");
    case QB_AB: return C_("zone", "Abraham");
    case QB_SF: return C_("zone", "Ste. Foy");
    case QB_SI: return C_("zone", "Sillery");
    case QB_CR: return C_("zone", "Cap Rouge");
    case QB_ET: return C_("zone", "Etchemin");
    case QB_LE: return C_("zone", "Lévis");
    case QB_OR: return C_("zone", "Île d'Orléans");
    case QB_LOC_BASON: return qb_ui_area_name (QB_BASON);
    case QB_LOC_STLAURENT: return qb_ui_area_name (QB_STLAURENT);
    default: return C_("zone", "off the map");
    }
}

/* The phrases of each place: msgctxt "zone XX" with XX its code. */
typedef struct {
  const char *context;
  const char *phrase[4];    /* by QbZonePhrase */
} ZonePhrases;

static const ZonePhrases zone_phrases[] = {
  [QB_MO] = { "zone MO", {
    /* Translators: the phrases that put a zone in a sentence; %s is the zone's
     * name as on the map (“Île d'Orléans”) and becomes a link in the log. Each
     * zone has four: where something happens (“Battle in Beauport”), where a
     * move starts (“moves from Beauport”), where it goes (“retreat to
     * Beauport”), and the zone as the object of a verb (“scout Beauport”).
     * Write the words your language puts before that place: “sur l'%s”,
     * “de l'%s”, “vers l'%s”, “l'%s” for the island in French. */
    NC_("zone MO", "in %s"), NC_("zone MO", "from %s"),
    NC_("zone MO", "to %s"), NC_("zone MO", "%s") } },
  [QB_BE] = { "zone BE", {
    NC_("zone BE", "in %s"), NC_("zone BE", "from %s"),
    NC_("zone BE", "to %s"), NC_("zone BE", "%s") } },
  [QB_SC] = { "zone SC", {
    NC_("zone SC", "in %s"), NC_("zone SC", "from %s"),
    NC_("zone SC", "to %s"), NC_("zone SC", "%s") } },
  [QB_AB] = { "zone AB", {
    NC_("zone AB", "in %s"), NC_("zone AB", "from %s"),
    NC_("zone AB", "to %s"), NC_("zone AB", "%s") } },
  [QB_SF] = { "zone SF", {
    NC_("zone SF", "in %s"), NC_("zone SF", "from %s"),
    NC_("zone SF", "to %s"), NC_("zone SF", "%s") } },
  [QB_SI] = { "zone SI", {
    NC_("zone SI", "in %s"), NC_("zone SI", "from %s"),
    NC_("zone SI", "to %s"), NC_("zone SI", "%s") } },
  [QB_CR] = { "zone CR", {
    NC_("zone CR", "in %s"), NC_("zone CR", "from %s"),
    NC_("zone CR", "to %s"), NC_("zone CR", "%s") } },
  [QB_ET] = { "zone ET", {
    NC_("zone ET", "in %s"), NC_("zone ET", "from %s"),
    NC_("zone ET", "to %s"), NC_("zone ET", "%s") } },
  [QB_LE] = { "zone LE", {
    NC_("zone LE", "in %s"), NC_("zone LE", "from %s"),
    NC_("zone LE", "to %s"), NC_("zone LE", "%s") } },
  [QB_OR] = { "zone OR", {
    NC_("zone OR", "on %s"), NC_("zone OR", "from %s"),
    NC_("zone OR", "to %s"), NC_("zone OR", "%s") } },
  [QB_LOC_BASON] = { "zone BA", {
    NC_("zone BA", "in the %s"), NC_("zone BA", "from the %s"),
    NC_("zone BA", "to the %s"), NC_("zone BA", "the %s") } },
  [QB_LOC_STLAURENT] = { "zone SL", {
    NC_("zone SL", "on the %s"), NC_("zone SL", "from the %s"),
    NC_("zone SL", "to the %s"), NC_("zone SL", "the %s") } },
};

char *
qb_ui_zone_phrase (int           zone,
                   QbZonePhrase  kind,
                   const char   *name)
{
  const char *phrase;
  const char *at;

  g_return_val_if_fail (kind >= QB_ZONE_IN && kind <= QB_ZONE_NOUN, NULL);

  if (name == NULL)
    name = qb_ui_zone_name (zone);
  if (zone < 0 || zone >= (int) G_N_ELEMENTS (zone_phrases) || zone_phrases[zone].context == NULL)
    return g_strdup (name);

  /* Put the name in by hand rather than with printf: the phrase is data
   * from the catalog (msgfmt --check-format has checked its one %s). */
  phrase = g_dpgettext2 (GETTEXT_PACKAGE, zone_phrases[zone].context,
                         zone_phrases[zone].phrase[kind]);
  at = strstr (phrase, "%s");
  if (at == NULL)
    return g_strdup (name);
  return g_strdup_printf ("%.*s%s%s", (int) (at - phrase), phrase, name, at + 2);
}

const char *
qb_ui_area_name (int area)
{
  return area == QB_BASON ? C_("river area", "Bason") : C_("river area", "St. Laurent");
}

const char *
qb_ui_side_name (int side)
{
  return side == QB_BRITISH ? _("British") : _("French");
}

const char *
qb_ui_computer_level (int kind)
{
  switch (kind)
    {
    case 0:
      return C_("computer level", "Random");
    case 1:
      return C_("computer level", "Greedy");
    case 2:
      return C_("computer level", "Easy");
    case 3:
      return C_("computer level", "Medium");
    default:
      return C_("computer level", "Hard");
    }
}

char *
qb_ui_seat_text (int side, int player)
{
  if (player < 0)
    /* Translators: %s is a side (British, French): who plays it. */
    return g_strdup_printf (_("%s: a person"), qb_ui_side_name (side));
  /* Translators: %1$s is a side (British, French), %2$s the computer's
   * level (Easy, Medium, Hard). */
  return g_strdup_printf (_("%1$s: computer, %2$s"), qb_ui_side_name (side),
                          qb_ui_computer_level (player));
}

const char *
qb_ui_side_block (int side)
{
  return side == QB_BRITISH ? _("British block") : _("French block");
}

const char *
qb_ui_type_name (int type)
{
  switch (type)
    {
    case QB_TYPE_REGULAR: return C_("unit type", "regular infantry");
    case QB_TYPE_LIGHT_INFANTRY: return C_("unit type", "light infantry");
    case QB_TYPE_RANGERS: return C_("unit type", "rangers");
    case QB_TYPE_GRENADIERS: return C_("unit type", "grenadiers");
    case QB_TYPE_LEADER: return C_("unit type", "leader");
    case QB_TYPE_DETACHMENT: return C_("unit type", "detachment");
    case QB_TYPE_DECOY: return C_("unit type", "decoy");
    case QB_TYPE_SHIP: return C_("unit type", "ship");
    case QB_TYPE_INDIAN: return C_("unit type", "Indian allies");
    case QB_TYPE_QUEBEC_MILITIA: return C_("unit type", "Quebec militia");
    case QB_TYPE_MONTREAL_MILITIA: return C_("unit type", "Montreal militia");
    default: return C_("unit type", "unknown");
    }
}

typedef struct {
  const char *key;
  const char *name;
  const char *short_name;
} BlockNames;

/* Blocks whose displayed names differ from the engine's ASCII names, or
 * need a short form. Keys are those of qb_block_key(). Generic names
 * (militia, detachments, decoys, the light troops) are translated, in the
 * context "block name"; regiments and ships keep their own names. */
static const BlockNames block_names[] = {
  { "br-15th", NULL, "15th" },
  { "br-28th", NULL, "28th" },
  { "br-35th", NULL, "35th" },
  { "br-43rd", NULL, "43rd" },
  { "br-47th", NULL, "47th" },
  { "br-48th", NULL, "48th" },
  { "br-58th", NULL, "58th" },
  { "br-78th", NULL, "78th" },
  { "br-2-60th", NULL, "2/60th" },
  { "br-3-60th", NULL, "3/60th" },
  { "br-light-infantry", NC_("block name", "Light Infantry"), NC_("block name", "Lt. Inf.") },
  { "br-rangers", NC_("block name", "American Rangers"), NC_("block name", "Rangers") },
  { "br-grenadiers", NC_("block name", "Louisbourg Grenadiers"), NC_("block name", "Grenad.") },
  { "br-stirling-castle", NULL, "Stirling" },
  { "fr-bearn", "Béarn", "Béarn" },
  { "fr-royal-roussillon", NULL, "R.-Rous." },
  { "fr-marine", NULL, "Marine" },
  { "fr-languedoc", NULL, "Langued." },
  { "fr-quebec-1", NC_("block name", "Québec Militia I"), NC_("block name", "Québec I") },
  { "fr-quebec-2", NC_("block name", "Québec Militia II"), NC_("block name", "Québec II") },
  { "fr-quebec-3", NC_("block name", "Québec Militia III"), NC_("block name", "Québec III") },
  { "fr-quebec-4", NC_("block name", "Québec Militia IV"), NC_("block name", "Québec IV") },
  { "fr-quebec-5", NC_("block name", "Québec Militia V"), NC_("block name", "Québec V") },
  { "fr-quebec-6", NC_("block name", "Québec Militia VI"), NC_("block name", "Québec VI") },
  { "fr-quebec-7", NC_("block name", "Québec Militia VII"), NC_("block name", "Québec VII") },
  { "fr-montreal-1", NC_("block name", "Montréal Militia I"), NC_("block name", "Montr. I") },
  { "fr-montreal-2", NC_("block name", "Montréal Militia II"), NC_("block name", "Montr. II") },
  { "fr-montreal-3", NC_("block name", "Montréal Militia III"), NC_("block name", "Montr. III") },
  { "fr-montreal-4", NC_("block name", "Montréal Militia IV"), NC_("block name", "Montr. IV") },
  { "fr-trois-rivieres-1", NC_("block name", "Trois-Rivières Militia I"), NC_("block name", "T.-Riv. I") },
  { "fr-trois-rivieres-2", NC_("block name", "Trois-Rivières Militia II"), NC_("block name", "T.-Riv. II") },
  { "br-detachment-a", NC_("block name", "Detachment A"), NC_("block name", "Det. A") },
  { "br-detachment-b", NC_("block name", "Detachment B"), NC_("block name", "Det. B") },
  { "br-detachment-c", NC_("block name", "Detachment C"), NC_("block name", "Det. C") },
  { "br-detachment-d", NC_("block name", "Detachment D"), NC_("block name", "Det. D") },
  { "br-detachment-e", NC_("block name", "Detachment E"), NC_("block name", "Det. E") },
  { "br-detachment-f", NC_("block name", "Detachment F"), NC_("block name", "Det. F") },
  { "br-detachment-g", NC_("block name", "Detachment G"), NC_("block name", "Det. G") },
  { "fr-detachment-a", NC_("block name", "Detachment A"), NC_("block name", "Det. A") },
  { "fr-detachment-b", NC_("block name", "Detachment B"), NC_("block name", "Det. B") },
  { "fr-detachment-c", NC_("block name", "Detachment C"), NC_("block name", "Det. C") },
  { "fr-detachment-d", NC_("block name", "Detachment D"), NC_("block name", "Det. D") },
  { "br-decoy-1", NC_("block name", "Decoy 1"), NC_("block name", "Decoy 1") },
  { "br-decoy-2", NC_("block name", "Decoy 2"), NC_("block name", "Decoy 2") },
  { "br-decoy-3", NC_("block name", "Decoy 3"), NC_("block name", "Decoy 3") },
  { "br-decoy-4", NC_("block name", "Decoy 4"), NC_("block name", "Decoy 4") },
  { "br-decoy-5", NC_("block name", "Decoy 5"), NC_("block name", "Decoy 5") },
  { "br-decoy-6", NC_("block name", "Decoy 6"), NC_("block name", "Decoy 6") },
  { "br-decoy-7", NC_("block name", "Decoy 7"), NC_("block name", "Decoy 7") },
  { "br-decoy-8", NC_("block name", "Decoy 8"), NC_("block name", "Decoy 8") },
  { "fr-decoy-1", NC_("block name", "Decoy 1"), NC_("block name", "Decoy 1") },
  { "fr-decoy-2", NC_("block name", "Decoy 2"), NC_("block name", "Decoy 2") },
  { "fr-decoy-3", NC_("block name", "Decoy 3"), NC_("block name", "Decoy 3") },
  { "fr-decoy-4", NC_("block name", "Decoy 4"), NC_("block name", "Decoy 4") },
  { "fr-decoy-5", NC_("block name", "Decoy 5"), NC_("block name", "Decoy 5") },
};

/* Proper names (Béarn, 15th) are not in the catalogue and come back as
 * they are. */
static const char *
translated (const char *name)
{
  return g_dpgettext2 (GETTEXT_PACKAGE, "block name", name);
}

static const BlockNames *
lookup (int edition, int block)
{
  const char *key = qb_block_key (edition, block);
  for (guint i = 0; key != NULL && i < G_N_ELEMENTS (block_names); i++)
    if (strcmp (block_names[i].key, key) == 0)
      return &block_names[i];
  return NULL;
}

const char *
qb_ui_block_name (int edition, int block)
{
  const BlockNames *names = lookup (edition, block);
  if (names != NULL && names->name != NULL)
    return translated (names->name);
  return qb_unit_info (edition, block)->name;
}

const char *
qb_ui_block_short_name (int edition, int block)
{
  const BlockNames *names = lookup (edition, block);
  if (names != NULL && names->short_name != NULL)
    return translated (names->short_name);
  return qb_ui_block_name (edition, block);
}

/* The tiniest forms: what a block of 23 pixels (1280 x 800) holds at a
 * size a player reads, five narrow letters a line and two lines at most.
 * The words are translated (context "tiny block name"); the proper names
 * are only cut where any reader would cut them. The blocks not listed
 * (the numbered regiments, "Det. A", "La Sarre") fit as they are. */
typedef struct {
  const char *key;
  const char *tiny;
} BlockTiny;

static const BlockTiny block_tiny[] = {
  { "br-2-60th", "2/60" },
  { "br-3-60th", "3/60" },
  /* Translators: the shortest form of a block's name, for a small block:
   * at most five narrow letters a line and two lines at most, \n where the
   * line breaks (a space may break it too). Abbreviate as a reader of your
   * language would recognise it; the full name is in the tooltip. */
  { "br-rangers", NC_("tiny block name", "Ran-\ngers") },
  { "br-grenadiers", NC_("tiny block name", "Gren.") },
  { "br-neptune", "Nept." },
  { "br-sutherland", "Suth." },
  { "br-stirling-castle", "Stirl." },
  { "br-lowestoft", "Lowe." },
  { "fr-ottawa", "Otta-\nwa" },
  { "fr-languedoc", "Lang." },
  { "fr-guyenne", "Guy-\nenne" },
  { "fr-royal-roussillon", "R.-\nRous." },
  { "fr-marine", "Ma-\nrine" },
  { "fr-montcalm", "Mont-\ncalm" },
  { "fr-quebec-1", NC_("tiny block name", "Qué. I") },
  { "fr-quebec-2", NC_("tiny block name", "Qué. II") },
  { "fr-quebec-3", NC_("tiny block name", "Qué. III") },
  { "fr-quebec-4", NC_("tiny block name", "Qué. IV") },
  { "fr-quebec-5", NC_("tiny block name", "Qué. V") },
  { "fr-quebec-6", NC_("tiny block name", "Qué. VI") },
  { "fr-quebec-7", NC_("tiny block name", "Qué. VII") },
  { "fr-montreal-1", NC_("tiny block name", "Mtl. I") },
  { "fr-montreal-2", NC_("tiny block name", "Mtl. II") },
  { "fr-montreal-3", NC_("tiny block name", "Mtl. III") },
  { "fr-montreal-4", NC_("tiny block name", "Mtl. IV") },
  { "fr-trois-rivieres-1", NC_("tiny block name", "T.-R. I") },
  { "fr-trois-rivieres-2", NC_("tiny block name", "T.-R. II") },
  { "br-decoy-1", NC_("tiny block name", "Dec. 1") },
  { "br-decoy-2", NC_("tiny block name", "Dec. 2") },
  { "br-decoy-3", NC_("tiny block name", "Dec. 3") },
  { "br-decoy-4", NC_("tiny block name", "Dec. 4") },
  { "br-decoy-5", NC_("tiny block name", "Dec. 5") },
  { "br-decoy-6", NC_("tiny block name", "Dec. 6") },
  { "br-decoy-7", NC_("tiny block name", "Dec. 7") },
  { "br-decoy-8", NC_("tiny block name", "Dec. 8") },
  { "fr-decoy-1", NC_("tiny block name", "Dec. 1") },
  { "fr-decoy-2", NC_("tiny block name", "Dec. 2") },
  { "fr-decoy-3", NC_("tiny block name", "Dec. 3") },
  { "fr-decoy-4", NC_("tiny block name", "Dec. 4") },
  { "fr-decoy-5", NC_("tiny block name", "Dec. 5") },
};

const char *
qb_ui_block_tiny_name (int edition, int block)
{
  const char *key = qb_block_key (edition, block);

  for (guint i = 0; key != NULL && i < G_N_ELEMENTS (block_tiny); i++)
    if (strcmp (block_tiny[i].key, key) == 0)
      /* Proper names are not in the catalogue and come back as they are. */
      return g_dpgettext2 (GETTEXT_PACKAGE, "tiny block name", block_tiny[i].tiny);
  return qb_ui_block_short_name (edition, block);
}

/* ---- Blocks in sentences ------------------------------------------------- */

typedef struct {
  const char *key;
  const char *sentence;     /* msgctxt "block in a sentence" */
  const char *grammar;      /* msgctxt "block grammar" */
} BlockWords;

/* Every block, by qb_block_key(): how the log's sentences name it and the
 * gender and number of that name, both from the catalog, so that each
 * language decides (French and Italian put an article before the names
 * that are common nouns, "la milice de Québec IV", and make the verbs and
 * participles agree with them). The msgids are the English labels
 * (qb_block_label()), which English keeps. */
static const BlockWords block_words[] = {
  /* Translators: a block's name as the log's sentences use it, as subject
   * ("%s fires") or object ("find %s"), after nothing else: add the article
   * your language puts before that name in running text, if any (fr “la
   * milice de Québec IV”, “les troupes de la Marine”, “le 28th”, “le
   * régiment de La Sarre”, but “Wolfe”). The sentence starts with a
   * capital by itself.
   * Give its gender and number in the context “block grammar”. */
  { "br-15th", NC_("block in a sentence", "15th"),
    /* Translators: the gender and number of this block's name as your
     * language's sentences use it (context “block in a sentence”), which
     * the verbs and participles of the log agree with. Write exactly one
     * of: “masculine singular”, “feminine singular”, “masculine plural”,
     * “feminine plural”, in English (they are codes, not words). */
    NC_("block grammar", "15th") },
  { "br-28th", NC_("block in a sentence", "28th"), NC_("block grammar", "28th") },
  { "br-35th", NC_("block in a sentence", "35th"), NC_("block grammar", "35th") },
  { "br-43rd", NC_("block in a sentence", "43rd"), NC_("block grammar", "43rd") },
  { "br-47th", NC_("block in a sentence", "47th"), NC_("block grammar", "47th") },
  { "br-48th", NC_("block in a sentence", "48th"), NC_("block grammar", "48th") },
  { "br-58th", NC_("block in a sentence", "58th"), NC_("block grammar", "58th") },
  { "br-78th", NC_("block in a sentence", "78th"), NC_("block grammar", "78th") },
  { "br-2-60th", NC_("block in a sentence", "2/60th"), NC_("block grammar", "2/60th") },
  { "br-3-60th", NC_("block in a sentence", "3/60th"), NC_("block grammar", "3/60th") },
  { "br-light-infantry", NC_("block in a sentence", "Light Infantry"), NC_("block grammar", "Light Infantry") },
  { "br-rangers", NC_("block in a sentence", "American Rangers"), NC_("block grammar", "American Rangers") },
  { "br-grenadiers", NC_("block in a sentence", "Louisbourg Grenadiers"), NC_("block grammar", "Louisbourg Grenadiers") },
  { "br-wolfe", NC_("block in a sentence", "Wolfe"), NC_("block grammar", "Wolfe") },
  { "br-detachment-a", NC_("block in a sentence", "Detachment A"), NC_("block grammar", "Detachment A") },
  { "br-detachment-b", NC_("block in a sentence", "Detachment B"), NC_("block grammar", "Detachment B") },
  { "br-detachment-c", NC_("block in a sentence", "Detachment C"), NC_("block grammar", "Detachment C") },
  { "br-detachment-d", NC_("block in a sentence", "Detachment D"), NC_("block grammar", "Detachment D") },
  { "br-detachment-e", NC_("block in a sentence", "Detachment E"), NC_("block grammar", "Detachment E") },
  { "br-detachment-f", NC_("block in a sentence", "Detachment F"), NC_("block grammar", "Detachment F") },
  { "br-detachment-g", NC_("block in a sentence", "Detachment G"), NC_("block grammar", "Detachment G") },
  { "br-neptune", NC_("block in a sentence", "Neptune"), NC_("block grammar", "Neptune") },
  { "br-sutherland", NC_("block in a sentence", "Sutherland"), NC_("block grammar", "Sutherland") },
  { "br-stirling-castle", NC_("block in a sentence", "Stirling Castle"), NC_("block grammar", "Stirling Castle") },
  { "br-lowestoft", NC_("block in a sentence", "Lowestoft"), NC_("block grammar", "Lowestoft") },
  { "br-decoy-1", NC_("block in a sentence", "Decoy 1"), NC_("block grammar", "Decoy 1") },
  { "br-decoy-2", NC_("block in a sentence", "Decoy 2"), NC_("block grammar", "Decoy 2") },
  { "br-decoy-3", NC_("block in a sentence", "Decoy 3"), NC_("block grammar", "Decoy 3") },
  { "br-decoy-4", NC_("block in a sentence", "Decoy 4"), NC_("block grammar", "Decoy 4") },
  { "br-decoy-5", NC_("block in a sentence", "Decoy 5"), NC_("block grammar", "Decoy 5") },
  { "br-decoy-6", NC_("block in a sentence", "Decoy 6"), NC_("block grammar", "Decoy 6") },
  { "br-decoy-7", NC_("block in a sentence", "Decoy 7"), NC_("block grammar", "Decoy 7") },
  { "br-decoy-8", NC_("block in a sentence", "Decoy 8"), NC_("block grammar", "Decoy 8") },
  { "fr-ottawa", NC_("block in a sentence", "Ottawa"), NC_("block grammar", "Ottawa") },
  { "fr-la-sarre", NC_("block in a sentence", "La Sarre"), NC_("block grammar", "La Sarre") },
  { "fr-languedoc", NC_("block in a sentence", "Languedoc"), NC_("block grammar", "Languedoc") },
  { "fr-bearn", NC_("block in a sentence", "Béarn"), NC_("block grammar", "Béarn") },
  { "fr-guyenne", NC_("block in a sentence", "Guyenne"), NC_("block grammar", "Guyenne") },
  { "fr-royal-roussillon", NC_("block in a sentence", "Royal-Roussillon"), NC_("block grammar", "Royal-Roussillon") },
  { "fr-marine", NC_("block in a sentence", "Troupes de la Marine"), NC_("block grammar", "Troupes de la Marine") },
  { "fr-quebec-1", NC_("block in a sentence", "Québec Militia I"), NC_("block grammar", "Québec Militia I") },
  { "fr-quebec-2", NC_("block in a sentence", "Québec Militia II"), NC_("block grammar", "Québec Militia II") },
  { "fr-quebec-3", NC_("block in a sentence", "Québec Militia III"), NC_("block grammar", "Québec Militia III") },
  { "fr-quebec-4", NC_("block in a sentence", "Québec Militia IV"), NC_("block grammar", "Québec Militia IV") },
  { "fr-quebec-5", NC_("block in a sentence", "Québec Militia V"), NC_("block grammar", "Québec Militia V") },
  { "fr-quebec-6", NC_("block in a sentence", "Québec Militia VI"), NC_("block grammar", "Québec Militia VI") },
  { "fr-quebec-7", NC_("block in a sentence", "Québec Militia VII"), NC_("block grammar", "Québec Militia VII") },
  { "fr-montreal-1", NC_("block in a sentence", "Montréal Militia I"), NC_("block grammar", "Montréal Militia I") },
  { "fr-montreal-2", NC_("block in a sentence", "Montréal Militia II"), NC_("block grammar", "Montréal Militia II") },
  { "fr-montreal-3", NC_("block in a sentence", "Montréal Militia III"), NC_("block grammar", "Montréal Militia III") },
  { "fr-montreal-4", NC_("block in a sentence", "Montréal Militia IV"), NC_("block grammar", "Montréal Militia IV") },
  { "fr-trois-rivieres-1", NC_("block in a sentence", "Trois-Rivières Militia I"), NC_("block grammar", "Trois-Rivières Militia I") },
  { "fr-trois-rivieres-2", NC_("block in a sentence", "Trois-Rivières Militia II"), NC_("block grammar", "Trois-Rivières Militia II") },
  { "fr-montcalm", NC_("block in a sentence", "Montcalm"), NC_("block grammar", "Montcalm") },
  { "fr-detachment-a", NC_("block in a sentence", "Detachment A"), NC_("block grammar", "Detachment A") },
  { "fr-detachment-b", NC_("block in a sentence", "Detachment B"), NC_("block grammar", "Detachment B") },
  { "fr-detachment-c", NC_("block in a sentence", "Detachment C"), NC_("block grammar", "Detachment C") },
  { "fr-detachment-d", NC_("block in a sentence", "Detachment D"), NC_("block grammar", "Detachment D") },
  { "fr-decoy-1", NC_("block in a sentence", "Decoy 1"), NC_("block grammar", "Decoy 1") },
  { "fr-decoy-2", NC_("block in a sentence", "Decoy 2"), NC_("block grammar", "Decoy 2") },
  { "fr-decoy-3", NC_("block in a sentence", "Decoy 3"), NC_("block grammar", "Decoy 3") },
  { "fr-decoy-4", NC_("block in a sentence", "Decoy 4"), NC_("block grammar", "Decoy 4") },
  { "fr-decoy-5", NC_("block in a sentence", "Decoy 5"), NC_("block grammar", "Decoy 5") },
};

static const BlockWords *
block_words_of (int edition,
                int block)
{
  const char *key = qb_block_key (edition, block);

  for (guint i = 0; key != NULL && i < G_N_ELEMENTS (block_words); i++)
    if (strcmp (block_words[i].key, key) == 0)
      return &block_words[i];
  return NULL;
}

const char *
qb_ui_block_in_sentence (int edition,
                         int block)
{
  const BlockWords *words = block_words_of (edition, block);

  g_return_val_if_fail (words != NULL, "?");
  return g_dpgettext2 (GETTEXT_PACKAGE, "block in a sentence", words->sentence);
}

/* The code a translator wrote; masculine singular when there is none
 * (English, or a language whose catalog lacks it). */
static QbGrammar
parse_grammar (const char *code)
{
  if (strcmp (code, "feminine singular") == 0)
    return QB_GRAMMAR_FEM_SING;
  if (strcmp (code, "masculine plural") == 0)
    return QB_GRAMMAR_MASC_PLURAL;
  if (strcmp (code, "feminine plural") == 0)
    return QB_GRAMMAR_FEM_PLURAL;
  return QB_GRAMMAR_MASC_SING;
}

QbGrammar
qb_ui_block_grammar (int edition,
                     int block)
{
  const BlockWords *words = block_words_of (edition, block);

  g_return_val_if_fail (words != NULL, QB_GRAMMAR_MASC_SING);
  return parse_grammar (g_dpgettext2 (GETTEXT_PACKAGE, "block grammar", words->grammar));
}

QbGrammar
qb_ui_hidden_block_grammar (void)
{
  /* Translators: the gender and number of “a British block”, “a French
   * block” and “a block” (context “hidden block”) in your language: one
   * of “masculine singular”, “feminine singular”, “masculine plural”,
   * “feminine plural”, in English. */
  return parse_grammar (C_("block grammar", "a block"));
}

const char *
qb_ui_grammar_code (QbGrammar grammar)
{
  static const char *const codes[] = {
    "masculine singular", "feminine singular", "masculine plural", "feminine plural",
  };

  g_return_val_if_fail (grammar >= QB_GRAMMAR_MASC_SING && grammar <= QB_GRAMMAR_FEM_PLURAL, NULL);
  return codes[grammar];
}
