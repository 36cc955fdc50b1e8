import { BAND_HEIGHTS, STORED_HOUSEHOLD } from "./paths";
import { BAND_HEIGHT_PROPERTY, GREETED_ATTRIBUTE } from "./band-room";
import { LINK_LIKE } from "./link-fragment";
import { GREETING_STYLESHEETS } from "./greeting-stylesheets";

const json = JSON.stringify;

/**
 * The script a page's head runs before its first paint on a site with household links (./band-room.ts): a
 * page opened by a link, or on a device that kept its household, keeps the band's room, and asks for its look's
 * stylesheet of the greetings' faces (./greeting-stylesheets.ts) while the page loads. Its hash is in the CSP.
 */
export const BAND_ROOM_SCRIPT =
  `try{var s=localStorage,d=document.documentElement;` +
  `if(s.getItem(${json(STORED_HOUSEHOLD)})||${String(LINK_LIKE)}.test(location.hash)){` +
  `d.setAttribute(${json(GREETED_ATTRIBUTE)},"");` +
  `var h=JSON.parse(s.getItem(${json(BAND_HEIGHTS)})||"{}")` +
  `[d.dataset.look+"-"+innerWidth];` +
  `if(h)d.style.setProperty(${json(BAND_HEIGHT_PROPERTY)},h+"px");` +
  `var u=${json(GREETING_STYLESHEETS)}[d.dataset.look];` +
  `if(u){var l=document.createElement("link");l.rel="stylesheet";l.href=u;document.head.appendChild(l)}}}catch(e){}`;
