/* qb-ui-a11y.h: accessible names that GTK 4.8 does not give by itself. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Names every button under `root` as a screen reader should say it: a
 * button with a mnemonic label by its label without the underscore (GTK
 * 4.8 says "_New Game New Game"), an icon button or a menu button by its
 * tooltip without the shortcut in parentheses (GTK 4.8 says "GtkImage").
 * Call it once the widgets are built (after gtk_widget_init_template()). */
void  qb_ui_a11y_name_controls (GtkWidget  *root);
/* `widget` is named by the text of `label` (a list row by its label: GTK
 * 4.8 does not name a row from its content). */
void  qb_ui_a11y_label_by      (GtkWidget  *widget,
                                GtkWidget  *label);
/* Names the lists of a combo row (its choices) by the row's title, and
 * each choice by its text. Call it once the row has its model. */
void  qb_ui_a11y_name_combo_row (GtkWidget *row);
/* Names the buttons of the toasts `overlay` shows now. */
void  qb_ui_a11y_name_toasts   (GtkWidget  *overlay);
/* Escape in `entry` gives the keyboard back to `target` (the board, the
 * page): a text entry never keeps the keyboard. */
void  qb_ui_a11y_escape_to     (GtkWidget  *entry,
                                GtkWidget  *target);
/* `list` is one Tab stop: Tab and Shift+Tab go through the focusable
 * widgets of the focused row (a log line's links, a note's button) and
 * then past the list, never on to the next row, which the arrows reach
 * (GtkListBox of GTK 4.8 tabs through every row). */
void  qb_ui_a11y_list_one_tab_stop (GtkWidget *list);
/* The accessible name of `widget`. */
void  qb_ui_a11y_set_label     (GtkWidget  *widget,
                                const char *label);
/* "_New Game" -> "New Game", "Tom _& __Jerry" -> "Tom & _Jerry". */
char *qb_ui_a11y_strip_mnemonic (const char *label);

G_END_DECLS
