/* qb-event-text-battle.c: the sentences of a battle's events, from its
 * start to its end: the battle and its sides, blocks deployed and
 * committed, fire (and why it was doubled or not), hits, retreats. The
 * rest of the events and the marks that become links are in
 * qb-event-text.c. */
#include <glib/gi18n-lib.h>

#include "qb-data.h"
#include "qb-event-text-private.h"

char *
qb_sentence_battle (QbSentence *s)
{
  const char *where = qb_sentence_zone_in (s, s->ev.zone, QB_ZONE_IN);
  gboolean french = s->ev.side == QB_FRENCH;
  gboolean skirmish = s->ev.a;
  gboolean by_sea = s->ev.b;

  /* 11.1, 17.1, 18.0: one sentence for each defender, with or without an
   * attack by sea (by boat or across the St. Charles), battle or skirmish
   * (a battle without columns). */
  if (!skirmish && !by_sea && french)
    /* Translators: the defender is named second; %s is where, with its
     * preposition (“in Beauport”). */
    return g_strdup_printf (_("Battle %s: the British attack, the French defend"), where);
  if (!skirmish && !by_sea)
    /* Translators: the defender is named second; %s is where, with its
     * preposition (“in Beauport”). */
    return g_strdup_printf (_("Battle %s: the French attack, the British defend"), where);
  if (!skirmish && french)
    /* Translators: the attacker came by boat or across the St. Charles (17.1); %s is where (“in Beauport”). */
    return g_strdup_printf (_("Battle %s: the British attack by sea, the French defend"), where);
  if (!skirmish)
    /* Translators: the attacker came by boat or across the St. Charles (17.1); %s is where (“in Beauport”). */
    return g_strdup_printf (_("Battle %s: the French attack by sea, the British defend"), where);
  if (!by_sea && french)
    /* Translators: a skirmish is a battle without columns (18.0); %s is where (“in Beauport”). */
    return g_strdup_printf (_("Skirmish %s: the British attack, the French defend"), where);
  if (!by_sea)
    /* Translators: a skirmish is a battle without columns (18.0); %s is where (“in Beauport”). */
    return g_strdup_printf (_("Skirmish %s: the French attack, the British defend"), where);
  if (french)
    /* Translators: a skirmish (18.0) against an attack by sea (17.1); %s is where (“in Beauport”). */
    return g_strdup_printf (_("Skirmish %s: the British attack by sea, the French defend"), where);
  /* Translators: a skirmish (18.0) against an attack by sea (17.1); %s is where (“in Beauport”). */
  return g_strdup_printf (_("Skirmish %s: the French attack by sea, the British defend"), where);
}

char *
qb_sentence_deployed (QbSentence *s)
{
  const char *who = qb_sentence_block_cv (s, s->ev.block, s->ev.cv);
  const char *where = qb_sentence_zone_in (s, s->ev.zone, QB_ZONE_IN);
  QbGrammar g = qb_sentence_grammar (s, s->ev.block);

  /* 12.3: where a block stands in a battle. */
  switch (s->ev.a)
    {
    case 0:
      /* Translators: %1$s is a block with its CV, "28th (3 CV)", or "a
       * British block"; %2$s where the battle is (“in Beauport”). */
      return g_strdup_printf (qb_agree (g,
                                        C_("masculine singular", "%1$s stands in the left column %2$s"),
                                        C_("feminine singular", "%1$s stands in the left column %2$s"),
                                        C_("masculine plural", "%1$s stands in the left column %2$s"),
                                        C_("feminine plural", "%1$s stands in the left column %2$s")),
                              who, where);
    case 1:
      /* Translators: see "%1$s stands in the left column %2$s". */
      return g_strdup_printf (qb_agree (g,
                                        C_("masculine singular", "%1$s stands in the centre column %2$s"),
                                        C_("feminine singular", "%1$s stands in the centre column %2$s"),
                                        C_("masculine plural", "%1$s stands in the centre column %2$s"),
                                        C_("feminine plural", "%1$s stands in the centre column %2$s")),
                              who, where);
    case 2:
      /* Translators: see "%1$s stands in the left column %2$s". */
      return g_strdup_printf (qb_agree (g,
                                        C_("masculine singular", "%1$s stands in the right column %2$s"),
                                        C_("feminine singular", "%1$s stands in the right column %2$s"),
                                        C_("masculine plural", "%1$s stands in the right column %2$s"),
                                        C_("feminine plural", "%1$s stands in the right column %2$s")),
                              who, where);
    case QB_SLOT_RESERVE:
      /* Translators: see "%1$s stands in the left column %2$s". */
      return g_strdup_printf (qb_agree (g,
                                        C_("masculine singular", "%1$s stands in reserve %2$s"),
                                        C_("feminine singular", "%1$s stands in reserve %2$s"),
                                        C_("masculine plural", "%1$s stands in reserve %2$s"),
                                        C_("feminine plural", "%1$s stands in reserve %2$s")),
                              who, where);
    default:
      /* Translators: see "%1$s stands in the left column %2$s". */
      return g_strdup_printf (qb_agree (g,
                                        C_("masculine singular", "%1$s fights in the skirmish %2$s"),
                                        C_("feminine singular", "%1$s fights in the skirmish %2$s"),
                                        C_("masculine plural", "%1$s fights in the skirmish %2$s"),
                                        C_("feminine plural", "%1$s fights in the skirmish %2$s")),
                              who, where);
    }
}

char *
qb_sentence_reserve (QbSentence *s)
{
  const char *who = qb_sentence_block_cv (s, s->ev.block, s->ev.cv);
  QbGrammar g = qb_sentence_grammar (s, s->ev.block);

  /* 13.1 b */
  switch (s->ev.a)
    {
    case 0:
      /* Translators: %s is a block with its CV, "28th (3 CV)". */
      return g_strdup_printf (qb_agree (g,
                                        C_("masculine singular", "%s joins the left column from the reserve"),
                                        C_("feminine singular", "%s joins the left column from the reserve"),
                                        C_("masculine plural", "%s joins the left column from the reserve"),
                                        C_("feminine plural", "%s joins the left column from the reserve")),
                              who);
    case 1:
      /* Translators: %s is a block with its CV, "28th (3 CV)". */
      return g_strdup_printf (qb_agree (g,
                                        C_("masculine singular", "%s joins the centre column from the reserve"),
                                        C_("feminine singular", "%s joins the centre column from the reserve"),
                                        C_("masculine plural", "%s joins the centre column from the reserve"),
                                        C_("feminine plural", "%s joins the centre column from the reserve")),
                              who);
    default:
      /* Translators: %s is a block with its CV, "28th (3 CV)". */
      return g_strdup_printf (qb_agree (g,
                                        C_("masculine singular", "%s joins the right column from the reserve"),
                                        C_("feminine singular", "%s joins the right column from the reserve"),
                                        C_("masculine plural", "%s joins the right column from the reserve"),
                                        C_("feminine plural", "%s joins the right column from the reserve")),
                              who);
    }
}

/* Why a fire was doubled or not (QbEvent.why), as a clause after the
 * fire's sentence; NULL for ordinary fire. Only the clause about a block
 * that came by water has the block as its subject, and agrees with it. */
static const char *
fire_why (QbSentence *s)
{
  switch ((QbFireWhy) s->ev.why)
    {
    case QB_WHY_LANDING:
      /* Translators: 17.1, after a fire's sentence (“La Sarre fires: ⚅⚂ —
       * 1 hit; doubled: the attack came from the water”). */
      return _("doubled: the attack came from the water");
    case QB_WHY_LANDED_ITSELF:
      /* Translators: 17.1, after a fire's sentence: the defender's first
       * turn against an attack from the water is doubled, but not for a
       * block that itself came by water; “it” is the block: the context
       * is the gender and number of its name (see “block grammar”). */
      return qb_agree (qb_sentence_grammar (s, s->ev.block),
                       C_("masculine singular", "not doubled: it came by water itself this move"),
                       C_("feminine singular", "not doubled: it came by water itself this move"),
                       C_("masculine plural", "not doubled: it came by water itself this move"),
                       C_("feminine plural", "not doubled: it came by water itself this move"));
    case QB_WHY_RAID:
      /* Translators: 22.2, after the Ottawa's fire. */
      return _("doubled: a raid");
    case QB_WHY_RAID_RETURN:
      /* Translators: 22.2, after the fire of the British blocks that answer a raid. */
      return _("not doubled: return fire at a raid");
    case QB_WHY_ROUT_ACROSS:
      /* Translators: 16.2, 17.2, after a pursuit fire's sentence: the
       * routed side retreated by water or across the St. Charles. */
      return _("doubled: a rout across the river");
    case QB_WHY_OTTAWA:
      /* Translators: 22.4, after the Ottawa's pursuit fire. */
      return _("doubled: the Ottawa always fires doubled in pursuit");
    case QB_WHY_ROUT_BY_LAND:
      /* Translators: 16.2, after a pursuit fire's sentence. */
      return _("not doubled: a rout over land");
    case QB_WHY_RETREAT_ACROSS:
      /* Translators: 17.2, after a pursuit fire's sentence: a retreat by
       * water draws pursuit fire even when it is not a rout. */
      return _("not doubled: a retreat across the river, not a rout");
    case QB_WHY_NONE:
    case QB_NUM_WHY:
    default:
      return NULL;
    }
}

static char *fire_sentence (QbSentence *s, gboolean pursuit, gboolean doubled);

char *
qb_sentence_fire (QbSentence *s,
                  gboolean    pursuit)
{
  const char *why = fire_why (s);
  g_autofree char *sentence = NULL;

  if (why == NULL)
    return fire_sentence (s, pursuit, s->ev.b);
  /* The clause says whether the fire was doubled: the sentence need not. */
  sentence = fire_sentence (s, pursuit, FALSE);
  /* Translators: a fire's sentence, then why it was doubled or not
   * (“La Sarre fires: ⚅⚂ — 1 hit; doubled: the attack came from the
   * water”). */
  return g_strdup_printf (C_("fire and why", "%1$s; %2$s"), sentence, why);
}

static char *
fire_sentence (QbSentence *s,
               gboolean    pursuit,
               gboolean    doubled)
{
  const char *who = qb_sentence_block (s, s->ev.block);
  const char *rolled = qb_sentence_dice (s);
  QbGrammar g = qb_sentence_grammar (s, s->ev.block);
  int hits = s->ev.a;

  if (hits == 0 && !pursuit && doubled)
    /* Translators: %1$s is a block, %2$s its dice as die faces (⚅⚂⚀).
     * The context is the gender and number of the block's name in your
     * language (see the context “block grammar”): make the verb agree. */
    return g_strdup_printf (qb_agree (g,
                                      C_("masculine singular", "%1$s fires doubled: %2$s — no hits"),
                                      C_("feminine singular", "%1$s fires doubled: %2$s — no hits"),
                                      C_("masculine plural", "%1$s fires doubled: %2$s — no hits"),
                                      C_("feminine plural", "%1$s fires doubled: %2$s — no hits")),
                            who, rolled);
  if (hits == 0 && !pursuit)
    /* Translators: %1$s is a block, %2$s its dice as die faces (⚅⚂⚀). */
    return g_strdup_printf (qb_agree (g,
                                      C_("masculine singular", "%1$s fires: %2$s — no hits"),
                                      C_("feminine singular", "%1$s fires: %2$s — no hits"),
                                      C_("masculine plural", "%1$s fires: %2$s — no hits"),
                                      C_("feminine plural", "%1$s fires: %2$s — no hits")),
                            who, rolled);
  if (hits == 0 && doubled)
    /* Translators: %1$s is a block, %2$s its dice as die faces (⚅⚂⚀). */
    return g_strdup_printf (qb_agree (g,
                                      C_("masculine singular", "%1$s fires doubled in pursuit: %2$s — no hits"),
                                      C_("feminine singular", "%1$s fires doubled in pursuit: %2$s — no hits"),
                                      C_("masculine plural", "%1$s fires doubled in pursuit: %2$s — no hits"),
                                      C_("feminine plural", "%1$s fires doubled in pursuit: %2$s — no hits")),
                            who, rolled);
  if (hits == 0)
    /* Translators: %1$s is a block, %2$s its dice as die faces (⚅⚂⚀). */
    return g_strdup_printf (qb_agree (g,
                                      C_("masculine singular", "%1$s fires in pursuit: %2$s — no hits"),
                                      C_("feminine singular", "%1$s fires in pursuit: %2$s — no hits"),
                                      C_("masculine plural", "%1$s fires in pursuit: %2$s — no hits"),
                                      C_("feminine plural", "%1$s fires in pursuit: %2$s — no hits")),
                            who, rolled);
  if (!pursuit && !doubled)
    /* Translators: %1$s is a block, %2$s its dice as die faces (⚅⚂⚀), %3$d the hits. */
    return g_strdup_printf (qb_agree (g,
                                      qb_npgettext ("masculine singular",
                                                    "%1$s fires: %2$s — %3$d hit",
                                                    "%1$s fires: %2$s — %3$d hits", hits),
                                      qb_npgettext ("feminine singular",
                                                    "%1$s fires: %2$s — %3$d hit",
                                                    "%1$s fires: %2$s — %3$d hits", hits),
                                      qb_npgettext ("masculine plural",
                                                    "%1$s fires: %2$s — %3$d hit",
                                                    "%1$s fires: %2$s — %3$d hits", hits),
                                      qb_npgettext ("feminine plural",
                                                    "%1$s fires: %2$s — %3$d hit",
                                                    "%1$s fires: %2$s — %3$d hits", hits)),
                            who, rolled, hits);
  if (!pursuit)
    /* Translators: %1$s is a block, %2$s its dice as die faces (⚅⚂⚀), %3$d the hits. */
    return g_strdup_printf (qb_agree (g,
                                      qb_npgettext ("masculine singular",
                                                    "%1$s fires doubled: %2$s — %3$d hit",
                                                    "%1$s fires doubled: %2$s — %3$d hits", hits),
                                      qb_npgettext ("feminine singular",
                                                    "%1$s fires doubled: %2$s — %3$d hit",
                                                    "%1$s fires doubled: %2$s — %3$d hits", hits),
                                      qb_npgettext ("masculine plural",
                                                    "%1$s fires doubled: %2$s — %3$d hit",
                                                    "%1$s fires doubled: %2$s — %3$d hits", hits),
                                      qb_npgettext ("feminine plural",
                                                    "%1$s fires doubled: %2$s — %3$d hit",
                                                    "%1$s fires doubled: %2$s — %3$d hits", hits)),
                            who, rolled, hits);
  if (!doubled)
    /* Translators: %1$s is a block, %2$s its dice as die faces (⚅⚂⚀), %3$d the hits. */
    return g_strdup_printf (qb_agree (g,
                                      qb_npgettext ("masculine singular",
                                                    "%1$s fires in pursuit: %2$s — %3$d hit",
                                                    "%1$s fires in pursuit: %2$s — %3$d hits", hits),
                                      qb_npgettext ("feminine singular",
                                                    "%1$s fires in pursuit: %2$s — %3$d hit",
                                                    "%1$s fires in pursuit: %2$s — %3$d hits", hits),
                                      qb_npgettext ("masculine plural",
                                                    "%1$s fires in pursuit: %2$s — %3$d hit",
                                                    "%1$s fires in pursuit: %2$s — %3$d hits", hits),
                                      qb_npgettext ("feminine plural",
                                                    "%1$s fires in pursuit: %2$s — %3$d hit",
                                                    "%1$s fires in pursuit: %2$s — %3$d hits", hits)),
                            who, rolled, hits);
  /* Translators: %1$s is a block, %2$s its dice as die faces (⚅⚂⚀), %3$d the hits. */
  return g_strdup_printf (qb_agree (g,
                                    qb_npgettext ("masculine singular",
                                                  "%1$s fires doubled in pursuit: %2$s — %3$d hit",
                                                  "%1$s fires doubled in pursuit: %2$s — %3$d hits", hits),
                                    qb_npgettext ("feminine singular",
                                                  "%1$s fires doubled in pursuit: %2$s — %3$d hit",
                                                  "%1$s fires doubled in pursuit: %2$s — %3$d hits", hits),
                                    qb_npgettext ("masculine plural",
                                                  "%1$s fires doubled in pursuit: %2$s — %3$d hit",
                                                  "%1$s fires doubled in pursuit: %2$s — %3$d hits", hits),
                                    qb_npgettext ("feminine plural",
                                                  "%1$s fires doubled in pursuit: %2$s — %3$d hit",
                                                  "%1$s fires doubled in pursuit: %2$s — %3$d hits", hits)),
                          who, rolled, hits);
}

char *
qb_sentence_hit (QbSentence *s)
{
  const char *who = qb_sentence_block (s, s->ev.block);
  QbGrammar g = qb_sentence_grammar (s, s->ev.block);
  int cv = s->ev.cv;

  if (cv == QB_UNKNOWN)
    /* Translators: %s is a block or "a French block"; the context is the
     * gender and number of its name (see “block grammar”). */
    return g_strdup_printf (qb_agree (g,
                                      C_("masculine singular", "%s takes a hit"),
                                      C_("feminine singular", "%s takes a hit"),
                                      C_("masculine plural", "%s takes a hit"),
                                      C_("feminine plural", "%s takes a hit")),
                            who);
  if (cv == 0)
    /* Translators: %s is a block; it has no strength left (2.4). */
    return g_strdup_printf (qb_agree (g,
                                      C_("masculine singular", "%s takes its last hit"),
                                      C_("feminine singular", "%s takes its last hit"),
                                      C_("masculine plural", "%s takes its last hit"),
                                      C_("feminine plural", "%s takes its last hit")),
                            who);
  /* Translators: %1$s is a block, %2$d its strength after the hit. */
  return g_strdup_printf (qb_agree (g,
                                    qb_npgettext ("masculine singular",
                                                  "%1$s takes a hit: %2$d CV left",
                                                  "%1$s takes a hit: %2$d CV left", cv),
                                    qb_npgettext ("feminine singular",
                                                  "%1$s takes a hit: %2$d CV left",
                                                  "%1$s takes a hit: %2$d CV left", cv),
                                    qb_npgettext ("masculine plural",
                                                  "%1$s takes a hit: %2$d CV left",
                                                  "%1$s takes a hit: %2$d CV left", cv),
                                    qb_npgettext ("feminine plural",
                                                  "%1$s takes a hit: %2$d CV left",
                                                  "%1$s takes a hit: %2$d CV left", cv)),
                          who, cv);
}

/* One block of a retreat (15.2, 17.2): the story tells these in the
 * side's retreat line (qb-event-story.c); alone, each says where it went. */
char *
qb_sentence_retreat_move (QbSentence *s)
{
  const char *who = qb_sentence_block (s, s->ev.block);
  const char *from = qb_sentence_zone_in (s, s->ev.from, QB_ZONE_FROM);
  const char *to = qb_sentence_zone_in (s, s->ev.zone, QB_ZONE_TO);
  QbGrammar g = qb_sentence_grammar (s, s->ev.block);

  if (s->ev.a == QB_MODE_AMPHIBIOUS)
    /* Translators: one block leaves a battle by boat in its side's retreat
     * (15.2, 17.2); %1$s is a block or "a French block", %2$s “from
     * Beauport”, %3$s “to Sillery”. */
    return g_strdup_printf (qb_agree (g,
                                      C_("masculine singular", "%1$s retreats by boat %2$s %3$s"),
                                      C_("feminine singular", "%1$s retreats by boat %2$s %3$s"),
                                      C_("masculine plural", "%1$s retreats by boat %2$s %3$s"),
                                      C_("feminine plural", "%1$s retreats by boat %2$s %3$s")),
                            who, from, to);
  /* Translators: one block leaves a battle by road in its side's retreat
   * (15.2); %1$s is a block or "a French block", %2$s “from Beauport”,
   * %3$s “to Sillery”. */
  return g_strdup_printf (qb_agree (g,
                                    C_("masculine singular", "%1$s retreats by road %2$s %3$s"),
                                    C_("feminine singular", "%1$s retreats by road %2$s %3$s"),
                                    C_("masculine plural", "%1$s retreats by road %2$s %3$s"),
                                    C_("feminine plural", "%1$s retreats by road %2$s %3$s")),
                          who, from, to);
}

char *
qb_sentence_retreat (QbSentence *s)
{
  const char *from = qb_sentence_zone_in (s, s->ev.from, QB_ZONE_FROM);
  const char *to = qb_sentence_zone_in (s, s->ev.zone, QB_ZONE_TO);
  int n = s->ev.b;
  gboolean french = s->ev.side == QB_FRENCH;

  if (s->ev.a == QB_MODE_SPECIAL)
    /* Translators: the Ottawa withdraws from a battle (22.4); %1$s is the
     * Ottawa's name, %2$s “from Beauport”, %3$s “to Sillery”. */
    return g_strdup_printf (qb_agree (qb_sentence_grammar (s, s->ev.block),
                                      C_("masculine singular", "%1$s withdraws %2$s %3$s"),
                                      C_("feminine singular", "%1$s withdraws %2$s %3$s"),
                                      C_("masculine plural", "%1$s withdraws %2$s %3$s"),
                                      C_("feminine plural", "%1$s withdraws %2$s %3$s")),
                            qb_sentence_block (s, s->ev.block), from, to);
  if (s->ev.a == QB_MODE_AMPHIBIOUS && french)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: 15.2; %1$s “from Beauport”, %2$s “to Sillery”, %3$d the number of blocks. */
                                         "The French retreat by boat %1$s %2$s with %3$d block",
                                         "The French retreat by boat %1$s %2$s with %3$d blocks", n),
                            from, to, n);
  if (s->ev.a == QB_MODE_AMPHIBIOUS)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: 15.2; %1$s “from Beauport”, %2$s “to Sillery”, %3$d the number of blocks. */
                                         "The British retreat by boat %1$s %2$s with %3$d block",
                                         "The British retreat by boat %1$s %2$s with %3$d blocks", n),
                            from, to, n);
  if (french)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: 15.2; %1$s “from Beauport”, %2$s “to Sillery”, %3$d the number of blocks. */
                                         "The French retreat by road %1$s %2$s with %3$d block",
                                         "The French retreat by road %1$s %2$s with %3$d blocks", n),
                            from, to, n);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: 15.2; %1$s “from Beauport”, %2$s “to Sillery”, %3$d the number of blocks. */
                                       "The British retreat by road %1$s %2$s with %3$d block",
                                       "The British retreat by road %1$s %2$s with %3$d blocks", n),
                          from, to, n);
}
