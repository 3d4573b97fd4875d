/* qb-rules-view.h: the Rules page: the rules reference with contents,
 * search across languages, side-by-side languages, an edition filter and
 * back/forward navigation. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define QB_TYPE_RULES_VIEW (qb_rules_view_get_type ())

G_DECLARE_FINAL_TYPE (QbRulesView, qb_rules_view, QB, RULES_VIEW, GtkWidget)

GtkWidget  *qb_rules_view_new              (void);
/* Opens a section ("17.1") as a new step of the history and highlights it
 * briefly. Returns FALSE for an unknown id. */
gboolean    qb_rules_view_show_section     (QbRulesView *self,
                                            const char  *section_id);
/* Opens a section of a game's rules with an edition filter ("both",
 * "classic", "revised"; NULL keeps the filter): what a rule link of a game
 * or a replay calls, so that a classic game's link shows the classic
 * rules. `game` NULL keeps the game. Returns FALSE for an unknown game or
 * section. */
gboolean    qb_rules_view_show_rule        (QbRulesView *self,
                                            const char  *game,
                                            const char  *edition,
                                            const char  *section_id);
const char *qb_rules_view_get_section      (QbRulesView *self);
/* QB_RULES_GAME_QUEBEC1759 or QB_RULES_GAME_WILDERNESS_WAR. Another game
 * opens at its first section with a new history. */
const char *qb_rules_view_get_game         (QbRulesView *self);
gboolean    qb_rules_view_set_game         (QbRulesView *self,
                                            const char  *game);
/* The page's text size, 0.8 to 2.0 (Ctrl+plus, Ctrl+minus, Ctrl+0),
 * remembered in the rules-zoom setting. */
double      qb_rules_view_get_zoom         (QbRulesView *self);
void        qb_rules_view_set_zoom         (QbRulesView *self,
                                            double       zoom);
/* The link "Copy Link to Section" copies (see qb-rules-export.h). */
char       *qb_rules_view_get_link         (QbRulesView *self);
/* Writes the section shown (`whole_book` FALSE) or the whole book, in the
 * page's language and edition, as HTML or PDF (by the file's name:
 * ".pdf" is PDF, anything else HTML). */
gboolean    qb_rules_view_export           (QbRulesView *self,
                                            GFile       *file,
                                            gboolean     whole_book,
                                            GError     **error);
/* "en", "fr" or "it". */
const char *qb_rules_view_get_language     (QbRulesView *self);
void        qb_rules_view_set_language     (QbRulesView *self,
                                            const char  *language);
/* The languages shown beside the main one: "none", a language, or "all". */
const char *qb_rules_view_get_compare      (QbRulesView *self);
void        qb_rules_view_set_compare      (QbRulesView *self,
                                            const char  *compare);
/* "both", "classic" or "revised". */
const char *qb_rules_view_get_edition      (QbRulesView *self);
void        qb_rules_view_set_edition      (QbRulesView *self,
                                            const char  *edition);
/* The number of languages on screen, side by side. */
guint       qb_rules_view_get_n_columns    (QbRulesView *self);
gboolean    qb_rules_view_can_go_back      (QbRulesView *self);
gboolean    qb_rules_view_can_go_forward   (QbRulesView *self);
void        qb_rules_view_go_back          (QbRulesView *self);
void        qb_rules_view_go_forward       (QbRulesView *self);
/* Puts `text` in the search entry and searches at once. */
void        qb_rules_view_search           (QbRulesView *self,
                                            const char  *text);
guint       qb_rules_view_get_n_results    (QbRulesView *self);
/* Opens the section of a result, as activating its row does. */
void        qb_rules_view_activate_result  (QbRulesView *self,
                                            guint        index);

G_END_DECLS
