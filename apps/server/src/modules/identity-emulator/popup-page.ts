import { emulator } from '@campus/shared/i18n/en/emulator';
import { msg } from '@campus/shared/i18n/en/msg';
import type { Lang } from '@campus/shared/i18n/lang';
import { translate } from '@campus/shared/i18n/translate';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * The emulator's sign-in popup: remembered accounts plus an Email / Display name form, in the caller's language
 * (decision 030). The script's own texts ride on <main>'s data attributes, so popup.js stays one static file.
 */
export function popupHtml(lang: Lang): string {
  const t = (key: keyof typeof emulator.en) => escapeHtml(translate(emulator, lang, key));
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('pageTitle')}</title>
<style>
  body{font-family:system-ui,-apple-system,Segoe UI,Roboto,'Noto Sans Bengali',sans-serif;margin:0;background:#f1f5f9;color:#0f172a}
  main{max-width:420px;margin:0 auto;padding:24px}
  h1{font-size:20px;margin:0 0 4px} p{color:#475569;margin:0 0 16px;font-size:14px}
  .card{background:#fff;border-radius:12px;padding:16px;box-shadow:0 1px 3px #0002;margin-bottom:16px}
  label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}
  input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #94a3b8;border-radius:8px;font-size:16px}
  button{margin-top:16px;width:100%;padding:11px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
  ul{list-style:none;padding:0;margin:0} li button{background:#e2e8f0;color:#0f172a;text-align:left;margin-top:8px}
  #error{color:#b91c1c;font-size:14px;min-height:20px}
</style>
</head>
<body>
<main data-failed="${t('signInFailed')}" data-signed-in="${t('signedIn')}" data-network="${t('networkError')}" data-fill-email="${escapeHtml(translate(msg, lang, 'fillField', 'Email'))}">
  <h1>${t('chooseAccount')}</h1>
  <p>${t('intro')}</p>
  <section class="card" aria-labelledby="used-h" id="used" hidden>
    <h2 id="used-h" style="font-size:16px;margin:0">${t('usedBefore')}</h2>
    <ul id="accounts"></ul>
  </section>
  <form class="card" id="form" novalidate>
    <label for="email">${t('email')}</label>
    <input id="email" name="email" type="email" autocomplete="email" required>
    <label for="displayName">${t('displayName')}</label>
    <input id="displayName" name="displayName" type="text" autocomplete="name">
    <div id="error" role="alert"></div>
    <button type="submit">${t('signIn')}</button>
  </form>
</main>
<script src="/api/v1/identity-emulator/popup.js"></script>
</body>
</html>`;
}

export const POPUP_JS = `(function(){
  var KEY='identity-emulator-accounts';
  var T=document.querySelector('main').dataset;
  function load(){try{return JSON.parse(localStorage.getItem(KEY)||'[]')}catch(e){return []}}
  function save(a){var list=load().filter(function(x){return x.email!==a.email});list.unshift(a);localStorage.setItem(KEY,JSON.stringify(list.slice(0,8)))}
  function finish(account){
    var err=document.getElementById('error');err.textContent='';
    fetch('/api/v1/identity-emulator/token',{method:'POST',headers:{'content-type':'application/json','accept-language':document.documentElement.lang},body:JSON.stringify(account)})
      .then(function(r){return r.json().then(function(b){return {ok:r.ok,body:b}})})
      .then(function(res){
        if(!res.ok){err.textContent=res.body.message||T.failed;return}
        save(account);
        var msg={type:'identity-emulator',idToken:res.body.data.idToken,email:account.email,displayName:account.displayName||'',photoURL:account.photoURL||''};
        if(window.opener){window.opener.postMessage(msg,location.origin);window.close()}
        else{err.textContent=T.signedIn}
      }).catch(function(){err.textContent=T.network});
  }
  var accounts=load();
  if(accounts.length){
    document.getElementById('used').hidden=false;
    var ul=document.getElementById('accounts');
    accounts.forEach(function(a){var li=document.createElement('li');var b=document.createElement('button');b.type='button';
      b.textContent=(a.displayName?a.displayName+' – ':'')+a.email;b.onclick=function(){finish(a)};li.appendChild(b);ul.appendChild(li)});
  }
  document.getElementById('form').addEventListener('submit',function(e){e.preventDefault();
    var email=document.getElementById('email').value.trim();var name=document.getElementById('displayName').value.trim();
    if(!email){document.getElementById('error').textContent=T.fillEmail;return}
    finish({email:email,displayName:name||undefined});
  });
})();`;
