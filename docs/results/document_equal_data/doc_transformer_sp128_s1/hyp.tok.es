EN el principio de Dios crió el cielo y la tierra .
Y la tierra estaba fuera de fuera , y las tinieblas estaba sobre la faz de la profunda . Y el Espíritu de Dios se motió sobre la faz de las aguas .
Y dijo Dios : Sea luz ; y había allí luz .
Y vió Dios la luz , que era bueno : y repartiendo la luz de las tinieblas .
Y llamando Dios la luz , y la oscuridad llamó á Ninión . Y la mañana y la mañana se llamaba el primer día .
Y dijo Dios : Deja allí hay en medio de las aguas , y la partida de las aguas .
E hizo Dios la senda , y repartió las aguas debajo de las aguas que estaban sobre las aguas que estaban sobre las aguas que estaban sobre las aguas : y era así .
Y llamando Dios el plaplaplazo . Y la tarde y la mañana eran el día .
Y dijo Dios : Deja debajo del cielo se juntaron á un lugar , y seca la tierra .
Y llamó Dios la seca , y la tierra Edén , y la coja de las aguas que había convidado , y vió á Dios .
Y dijo Dios : Saca la tierra saca , la hierba , que hace fruto , y el fruto de su especie , cuyo simiente es sobre la tierra : y la tierra era así .
Y sacaron la tierra , y la hierba de su especie después de su especie , y el árbol de su especie , cuyo simiente era en pos de sí , y su especie : y su especie era bueno .
Y la tarde y la mañana se llamaba el tercer día .
Y dijo Dios : En las relámparas de los cielos se relámparas del cielo para el día de noche , y sean señales , y para los días ;
Y sean puestos en las relámpagos del cielo para la luz de la tierra : y así fué así .
E hizo Dios dos relámpagos , y el día de noche , y la noche se enseñoreó á las estrellas , y la noche se enseñoreó : hizo también las estrellas .
Y puso Dios en la expansión del cielo para dar luz sobre la tierra ,
Y para que se enseñoreasen el día y la noche , y partir la luz de las tinieblas : y vió Dios que era bueno .
Y la tarde y la tarde se llamaba la tarde .
Y dijo Dios : Saca las aguas traigan las criaturas que tiene la vida , y las aves que tiene sobre la tierra abiertas de los cielos .
Y crió Dios grandes grandes , y toda criaturas que salían las aguas , conforme á su especie , y cada especie según su especie ; y viendo Dios que era bueno .
Y les bendijo Dios , diciendo : fructificad , y henchid las aguas en la tierra , y multiplicen la tierra .
Y la tarde y la tarde se fueron el quinto día .
Y dijo Dios : Deja la tierra de los vivientes según su especie , y todo reptil , y la bestia de la tierra según su especie ; y fué así .
E hizo Dios la bestia de la tierra según su especie , y su especie , y todo lo que anda arrastrando sobre la tierra según su especie : y vió Dios que era bueno .
Y dijo Dios : Hemos de la estatua de nuestra imagen , conforme á nuestras peñas de la mar , y sobre las aves del cielo , y sobre las bestias del cielo , y sobre toda la tierra , y sobre todo reptil que anda arrastrando sobre la tierra .
Y crió Dios en su imagen , en la imagen de Dios le crió ; y crió hembra .
Y les bendijo Dios , y dijo á Dios : fructificad , y multiplicad , y multiplicad la tierra , y la tierra ; y sobre los peces de la mar , y sobre las aves del cielo , y sobre todo lo que está sobre la tierra .
Y dijo Dios : He aquí os he dado toda simiente que está sobre la faz de toda la tierra , y todo árbol que está en el fruto de un árbol que tiene simiente ; os será para comer .
Y á todas las bestias de la tierra , y á todas las aves del aire , y á todo lo que anda arrastrando sobre la tierra , en que hay vida , he dado de comer ; y fué así .
Y vió Dios todo lo que había hecho , y he aquí que era muy muy bien . Y la tarde y la mañana eran el sexto día .
Y oyó las palabras de Labán , diciendo : Jacob ha tomado todo lo que fué padre de nuestro padre ; y de lo que fué engendrado la gloria de nuestro padre .
Y vió Jacob el rostro de Labán , y he aquí que no le estaba como delante de él .
Y Jehová dijo á Jacob : Vuélvete á la tierra de tus padres , y á tu parentela ; y seré contigo .
Y Jacob envió á Rachêl y á Lea , á su campo ,
Y díjeles : Yo veo de vuestro padre , que no me es como delante de mí ; mas Dios de mi padre se ha sido conmigo .
Y conocéis que con toda mi potestad he servido vuestro padre .
Y vuestro padre me ha engañado , y mudaron mis veces diez veces ; mas Dios no le permitió mal .
Si él dijo así : El que se ha llevado tu ganado ; y todo el ganado le parió : y si así dijo : Las bodas será estremada tu paja ; entonces parió todas las bestias .
Así ha tomado Dios las bestias de vuestro padre , y déles .
Y aconteció que en el tiempo que concibió las bestias , y vi en sueño , y he aquí los carneros que estaban atónitos sobre las bestias de las ovejas que estaban atónitos , se movieron .
Y el ángel de Dios me habló á mí en sueño , diciendo : Jacob : Heme aquí . Y dije : Heme aquí .
Y él dijo : Alzad ahora tus ojos , y vea , todos los carneros que están sobre las bestias que están sobre las bestias de las aguas , y se movieron ; porque he visto todas las cosas que hace Labán .
Yo soy el Dios de Beth-el , donde has dicho la columna de la columna , y donde me hiciste voto : levántate ahora de esta tierra , y vuélvete á la tierra de tu parentela .
Y Rachêl respondió , y díjole : ¿ No hay parte ni heredad en la casa de nuestro padre ?
¿ No tenemos tendidos los extranjeros ? porque nos vendió el dinero .
Porque todas las riquezas que Dios ha tomado de nuestro padre , que es vuestro padre , y de nuestros hijos : ahora , todo lo que Dios te ha dicho :
Entonces Jacob se levantó , y puso sus hijos sobre sus mujeres ;
Y llevando todas sus bestias , y toda su hacienda que había engendrado , las bestias de su ganado , que había engendrado en Padan-aram , para ir á Isaac en la tierra de Canaán .
Y vino Labán á sus ovejas : y Rachêl tenía las estatuas que eran de su padre .
Y quitó Jacob á Labán á Labán , que no le había huído .
Y huyó con todo lo que había huído ; y levantóse , y pasó el río , y puso su rostro hacia el monte de Galaad .
Y fué dado aviso á Labán el tercer día que había huído Jacob .
Y tomó sus hermanos con él , y siguió á él siete días de camino ; y le prendieron en el monte de Galaad .
Y vino Dios á Labán en el sueño de noche , y díjole : Guárdate que no hablares á Jacob ni á Jacob .
Y tomó Labán á Jacob su tienda en el monte : y tenía Labán con sus hermanos en el monte de Galaad .
Y dijo Labán á Jacob : ¿ Qué has hecho , que has sido desleonados para mí , y llevóme mis hijas como la espada ?
¿ Por qué has huído de mí , y no me lo que te he enviado contigo , y con arpa , y con arpa , y con arpa ?
¿ Y no me has padecido á besar mis hijos y mis hijas ? Ahora pues ahora has hecho así .
Es en la potestad de mi mano para hacer mal : mas el Dios de vuestra padre me habló á mí , diciendo : Guarda que no habías bien á Jacob ni á bien .
Y ahora , aunque estuviste de tu padre después de la casa de tu padre , ¿ por qué has sido puesto mis dioses ?
Y Jacob respondió , y dijo á Labán : Porque tuve miedo ; porque yo le respondió : Quizá me has de tomar por tus hijas .
El que , cualquiera que hallaste á dioses , no vivirás : delante de nuestros hermanos , y lo que es contigo , y toma á ti . Porque Jacob no lo conocieron que Rachêl les había dicho .
Y vino Labán á la tienda de Jacob , y á la tienda de Lea , y á la tienda de dos estancias ; mas él no los halló . Y saliendo de la tienda de Lea , entró á la tienda .
Y tomó Rachêl Rachêl las estatuas , y púsolas en el lugar de los vasos , y se sentó sobre ellos . Y sentóse Labán toda tienda , mas no los halló .
Y ella dijo á su padre : No te agradan á mi señor que yo no puedo delante de ti ; porque la costumbre de las mujeres está sobre mí . Y escudriñó , mas no halló las estatuas .
Y enojóse Jacob , y estaba con Labán , y dijo á Labán : ¿ Qué es mi prevaricación ? ¿ Qué es mi culpa ? ¿ Qué es mi pecado , que lo que has hecho ?
¿ Por qué has intropedido todo mi tamiento , qué has hallado de todo tu casa ? Delante de mis hermanos y tus hermanos , para juzgar entre nosotros ambos .
De veinte años he sido con ti : tus cabritos y tus cabritos no han echado sus mancebos , y los carneros de tus ovejas no comieron .
Lo que había sido metido de bestias , no te he parido ; yo la mano de mi mano lo lo lo lo hiciste , ó por el día de día de noche .
En el día que me consumió , y la noche de la noche me consumió ; y mi sueño se apartó de mis ojos .
Y he sido veinte años en tu casa , por tus catorce años , por tus dos años , y seis años por tus ganados ; y mudaste diez veces .
Si el Dios de mi padre , el Dios de Abraham , el temor de Isaac , y el temor de Isaac , con cierto me ha enviado vacía . Dios ha visto mi aflicción y el trabajo de mis manos , y te reprenda .
Y Labán respondió , y dijo á Jacob : Estos hijas son mis hijas , y mis hijos son hijos , y estos son ganado , y todas estas cosas son mis ganados , y todo lo que has de hacer hoy , ó mis hijas , ó sus hijos ?
Ahora pues , vengas , harás alianza , y tú ; y seré testigo entre mí y ti .
Y tomó Jacob una piedra , y puso una columna de columna .
Y Jacob dijo á sus hermanos : Juntad piedras , y tomaron un montón ; y comieron allí un montón .
Y llamó Labán á Jecutha : mas Jacob llamó á Gentha .
Y Labán dijo : Este es un montón entre mí y ti . Por tanto , el nombre de aquel día fué llamado Ginado ;
Y dijo Mizpa : Jehová entre mí y ti , cuando somos enviados de otro .
Si tú afligirás mis hijas , ó si tomarás de mis hijas , no es más de mis hijas : Dios es testigo entre mí y ti .
Y Labán dijo á Jacob : He aquí que este montés , y he aquí esta columna que yo te he echado entre mí ;
Esta es el montón , y esta columna de esta columna , que no pasaré sobre ti montón , y no pasarás sobre este montón y sobre esta columna , para hacerme .
El Dios de Abraham , y el Dios de Nachôr , el Dios de su padre , entre nosotros . Y juró Jacob por temor de su padre Isaac .
Y ofreció Jacob sacrificio sobre el monte , y llamó á sus hermanos : y comían pan , y pararon toda noche en el monte .
Y de mañana se levantó Labán , y besó sus hijos y sus hijas : y Labán se volvió á su lugar .
Y Jehová dijo á Moisés : Aun yo traigo una plaga sobre Faraón , y después de Egipto os invalidará de aquí : cuando os apretó , de cierto os apretó .
Habla ahora en oídos del pueblo , y cada uno de su prójimo , y cada uno á su prójimo , y á cada uno de su prójimo , vasos de plata y vasos de oro .
Y Jehová dió el pueblo gracia en ojos de los Egipcios . Y Moisés era muy grande en la tierra de Egipto , en ojos de Faraón , y en ojos de los siervos de Faraón , y en los ojos de los pueblos .
Y dijo Moisés : Así ha dicho Jehová : Yo iré á la media noche de Egipto :
Y todos los primogénitos de la tierra morirán , desde el primogénito de Faraón , hasta el primogénito de Faraón , hasta el primogénito , hasta el primogénito de la sierva que está detrás del siervo detrás de las bestias ; y todos los primogénitos de las bestias .
Y habrá gran clamor por toda la tierra de Egipto , que no hubo como ella , ni habrá más como ella como ella .
Mas contra alguno de los hijos de Israel no se moverán su lengua , ó contra bestia : para que sepáis que Jehová puso entre los Egipcios y los Egipcios .
Y todos tus siervos me descenderán , y se inclinarán á mí , diciendo : Anda , y á ti , y á todo el pueblo que te sigue ; y después que yo entrare . Y saliendo de Faraón en gran manera .
Y Jehová dijo á Moisés : No os oirá á Faraón , para que mis maravillas sean multiplicados en la tierra de Egipto .
Y Moisés y Aarón hizo todas estas maravillas delante de Faraón : y endureció Jehová el corazón de Faraón , y no se endureció á los hijos de Israel de Israel .
Y llamó Jehová á Moisés , y le habló de la tienda del tabernáculo del testimonio , diciendo :
Habla á los hijos de Israel , y diles : Si alguno de la ofrenda traeréis á Jehová , la ofrenda de las bestias , y de las ovejas .
Si fuere holocausto de las semanas , ofrecerle un macho sin defecto : ofreceréis de su voluntad en la puerta del tabernáculo del testimonio delante de Jehová .
Y pondrá su mano sobre la cabeza del holocausto ; y será acepto de él para reconciliarlo .
Y degollará el becerro delante de Jehová : y los sacerdotes , traerán la sangre , y rociará la sangre sobre el altar en derredor del tabernáculo del testimonio .
Y pondrá el holocausto , y talará en sus piezas .
Y pondrá los hijos de Aarón el sacerdote sobre el altar , y pondrá la leña en orden sobre el orden del fuego :
Y los sacerdotes , los hijos de Aarón , pondrán la cabeza , y el orden , y el sebo que está sobre el altar que está sobre el altar :
Mas sus intestinos y sus piernas se lavará en aguas : y el sacerdote hará arder sobre el altar , para holocausto , ofrenda de olor suave á Jehová .
Y si su ofrenda fuere de las ovejas , ó de las cabras , ó de las cabras , por holocausto ; traerá un macho sin defecto .
Y degollará á la parte del altar delante de Jehová : y los sacerdotes , los hijos de Aarón , rociarán su sangre sobre el altar .
Y talará en sus piezas , con su cabeza y su grosura : y el sacerdote los pondrá sobre la leña que está sobre el altar :
Y lavaráse los intestinos y el agua : y el sacerdote lo hará arder , y lo quemará sobre el altar : es holocausto , ofrenda de olor suave á Jehová .
Y si el holocausto para Jehová , será de las aves de sus aves , traerá su ofrenda , ó de leones .
Y el sacerdote la traerán al altar , y reducirán su cabeza , y lo quemará sobre el altar ; y su sangre será injuriado del altar :
Y arrancará sus ondas con sus hendiduras , y echare el altar á la parte oriental , junto al lugar de la ceniza :
Y se allegará á Jehová con sus alas , mas no la partirá debajo del altar , y el sacerdote lo quemará sobre el altar que está sobre el fuego : es holocausto por olor de olor suave á Jehová .
Y HABLÓ Jehová á Moisés y á Aarón , diciendo :
Tomad de los hijos de Coath de entre los hijos de Leví , por sus familias , por la casa de sus padres ,
De los treinta años arriba y cincuenta años arriba , todos los que entren el campo , para hacer la obra del tabernáculo del testimonio .
Esta será el servicio de los hijos de Coath en el tabernáculo del testimonio , en el santuario :
Y cuando el campo se enseñoreare , vendrá á Aarón , y á sus hijos , y tomarán el velo , y cubrirá el arca del testimonio :
Y pondrá sobre él la cubierta de los clavos , y extenderá sobre ella todo cárdeno , y pondrá en sus barras .
Y sobre la mesa del pan se extenderán de cárdeno , y pondrá sobre las cucharas , y las cucharas , y las copas , y las copas , y se cubren ella : y el pan será sobre él :
Y extenderán sobre ellos un palmo de grana , y cubrirá la misma cubierta de cueros de clavos , y pondrá sus varas .
Y tomarán un cordón de cárdeno , y cubrirá el candelero de la luz , y sus lámparas , y sus piernas , y sus piernas , y todos sus vasos , y todos sus vasos con que ministran :
Y lo pondrán , y todos sus vasos dentro de la cubierta de cueros , y la pondrán sobre él .
Y extenderán el altar de oro un altar de jacinto , y cubrirá con cubierta de cueros , y pondrá las barras de sus barras :
Y tomarán todos los vasos del ministerio , con que ministraban en el santuario , y los cubrían de cárdeno , y los cubrían con cubierta de clavos , y las pondrá sobre la orilla de los clavos :
Y quitarán la ceniza del altar , y extendiendo sobre él una ropa de lino :
Y pusieron sobre ella todos sus vasos , con que ministran , y las barras , y las zones , y tazones , y las zones , y todos los vasos del altar ; y extenderán sobre ella la cubierta de los clavos , y pondrán las barras de ella .
Y cuando Aarón y sus hijos hicieron acabar el santuario , y todos los vasos del santuario , como el campo , después que los hijos de Coath , los hijos de Coath , para que no tocan . Estos son los hijos del santuario .
Y á los sacerdotes de Eleazar , hijo de Aarón el sacerdote , y el perfume aromático , y el presente de la unción , y el perfume , y el presente , y el aceite de la unción , y el aceite de la unción , y la unción , y el aceite de la unción , y la unción , y todo lo que está en ella , y todo lo que está en ella .
Y habló Jehová á Moisés y á Moisés , y habló á Aarón , diciendo :
De la tribu de las familias de las familias de los Levitas , y de entre los Levitas :
Mas así hará así á los que vivieren , y no morirán , y cuando hubieren acercado al santuario : Aarón y sus hijos entrarán en cada uno á su servicio y á su carga :
Mas no entrarán en el santuario , cuando no se cubrieren .
Y habló Jehová á Moisés , diciendo :
Tomad también la de los hijos de Gersón , por las casas de sus padres , por sus familias ;
De treinta años arriba y cincuenta años los acabarás , todos los que entrarás en el ministerio , para hacer obra en el tabernáculo del testimonio .
Esta es el servicio de las familias de Gersón , para servir ;
Y llevarán las cortinas del tabernáculo , y el tabernáculo del testimonio , y la cubierta de la cubierta , y la cubierta de los clavos que está sobre ella , y para el pabellón del tabernáculo del testimonio , y la puerta del tabernáculo del testimonio ,
Y las cortinas del atrio , y el pabellón del pabellón de la puerta del atrio , que está junto al tabernáculo y junto al altar alrededor , y sus cuerdas , y todo el servicio de ellos , y todo el servicio , y lo que se hace : y lo servirá la puerta del atrio .
En el pago de Aarón y sus hijos serán todos los hijos de los hijos de Gersón , en todas sus cargas , y en toda su servicio : y en todos ellos señalaréis á todas sus cargas .
Esta es el servicio de las familias de los hijos de Gersón en el tabernáculo del testimonio : y su ordenanza será debajo de la mano de Ithamar .
Como á los hijos de Merari , tú harás conforme á sus familias , por las familias de sus padres ;
De los treinta años arriba y cincuenta años arriba , á cada uno en el ministerio , para hacer la obra del tabernáculo del testimonio .
Y esta es la ordenanza de su carga , conforme á toda la obra del tabernáculo del testimonio ; las tablas del tabernáculo , y sus barras , y sus columnas , y sus columnas , y sus basas ,
Y las columnas del atrio alrededor , y sus basas , y sus estacas , y sus estacas , con todos sus instrumentos , y con todos sus instrumentos : y en el servicio de la ordenanza de la carga .
Esta es el servicio de las familias de los hijos de Merari , conforme á toda su servicio , en el tabernáculo del testimonio , bajo la mano de Ithamar , hijo de Aarón .
Y Moisés y Aarón , y los príncipes de la congregación de los hijos de Coath , por sus familias , y conforme á la casa de sus padres ,
De treinta años arriba y cincuenta años arriba hasta cada uno en el ministerio , para la obra del tabernáculo :
Y los contados de ellos por sus familias , doscientos y cincuenta .
Estos fueron contados los contados de las familias de Coath , para hacer el ministerio en el tabernáculo del testimonio , y Aarón conforme á la palabra de Jehová por mano de Moisés .
Y los contados de los hijos de Gersón , por sus familias , por sus familias , y por las casas de sus padres ,
De los treinta y cincuenta años arriba hasta cada uno en el ministerio , en el tabernáculo del testimonio ,
Los contados de ellos , por sus familias , por las casas de sus padres , dos mil y seiscientos .
Estos son los contados de las familias de los hijos de Gersón , para hacer el ministerio en el tabernáculo del testimonio , al cual hizo Moisés conforme á la cuenta de Jehová .
Y los contados de las familias de los hijos de Merari , por sus familias , por sus familias , por las casas de sus padres ,
De los treinta y cincuenta años arriba hasta cada uno en el ministerio , para la obra del tabernáculo ,
Los contados de ellos por sus familias , tres mil y doscientos .
Estos son los contados de las familias de los hijos de Merari , y Aarón conforme á la palabra de Jehová por mano de Moisés .
Todos los contados de los Levitas , los cuales Moisés y Aarón y los contados de Israel , por sus familias , conforme á la casa de sus padres ,
De los años arriba , y á cincuenta años arriba , cada uno hasta el servicio del ministerio , y el ministerio de la carga en el tabernáculo del testimonio ,
Los contados de ellos , ocho mil y ochenta y ochenta .
En el mandamiento de Jehová fueron contados por mano de Moisés , cada uno conforme á su servicio , y conforme á su carga : así fueron contados de él , como Jehová lo había mandado á Moisés .
Y HABLÓ Jehová á Moisés , diciendo :
Manda á los hijos de Israel , y diles : Cuando hubiereis entrado en la tierra de Canaán , es la tierra que cayere por heredad , la tierra de Canaán con sus términos : )
Y será el mediodía del desierto en el desierto de Zeba por el término de Edom , y vuestro término será el término de la mar de la sal :
Y tornaréis vuestro término desde el mediodía hasta el mediodía de Acabbbbbbbbbbbbbbbbbbbbbbón ; y la salida del mediodía hasta Ces-barnea , y entrará á Asmón :
Y el término de Azmón á la orilla del río de Egipto , y sale de ella .
Y por el término de la mar , hasta el término de la mar , vosotros será este término .
Y esto será vuestro término : de la gran mar , de la gran mar os dará por el monte de Hor :
Desde el monte de Hor , á la entrada de Hamath , y sale al término de Hamath : y el término de Zema :
Y entrará el término á Siphón , y sale á Asarea , y sale de ella á Hasar-ar-ar-ararar-arar-arar-.
Y al oriente de Hasar-ar-ar-artharthar-arham :
Y descenderá el término de Seba , á Ribla , al oriente de Aod ; y el término de la mar , y al lado de la mar , al oriente :
Y descenderá el término al Jordán , y sale al mar de ella sal : esto será vuestra tierra en derredor de sus términos .
Y mandó Moisés á los hijos de Israel , diciendo : Esta es la tierra que poseáis por suerte , la cual Jehová mandó á las nueve tribus , y á la media tribu :
Porque la tribu de los hijos de Rubén conforme á la casa de sus padres , y la tribu de Gad , conforme á la casa de sus padres , recibió su heredad ; y la media tribu de Manasés recibió su heredad :
Las dos tribus y la media tribu de ellos han recibido su heredad á este Jordán al oriente , al nacimiento del sol .
Y habló Jehová á Moisés , diciendo :
Estos son los nombres de los hombres que partirán á la tierra : Eleazar sacerdote , y Josué hijo de Nun .
Y tomaréis un príncipe de cada tribu , para partir la tierra .
Y los nombres de los hombres son : de la tribu de Judá , hijo de Jephone .
Y de la tribu de los hijos de Simeón , Semiel hijo de Ammiel .
De la tribu de Benjamín , Eliacim hijo de Chilon .
Y el príncipe de la tribu de los hijos de Dan , Buci .
El príncipe del príncipe de los hijos de José , por la tribu de los hijos de Manasés , Hanniel hijo de Ethán .
Y el príncipe de la tribu de los hijos de Ephraim , hijo de Sipha .
Y el príncipe de la tribu de los hijos de Zabulón , Elizán hijo de Padán .
Y el príncipe de la tribu de los hijos de Issachâr , hijo de Padán .
Y el príncipe de la tribu de los hijos de Aser , Ahiod hijo de Selomi .
Y el príncipe de la tribu de los hijos de Nephtalí , Pedael hijo de Ammiud .
Estos son los que Jehová mandó á la herencia á los hijos de Israel en la tierra de Canaán .
Y será que , cuando oyeres á la voz de Jehová tu Dios , y guardaré todos sus mandamientos que yo te mando hoy , Jehová tu Dios te pondré sobre todas las gentes de la tierra :
Y vendrán sobre ti todas estas bendiciones , y te alcanzarán , y si te oyeres la voz de Jehová tu Dios .
Bendito serás en la ciudad , y serás bendiga en el campo .
Bendito el fruto de tu cuerpo , y el fruto de tu tierra , y el fruto de tus ganados , y el fruto de tus vacas , y las ovejas de tus ovejas .
Bendito tu canastillo y tu toria .
Bienaventurarás cuando hubieres hecho , y te bendijeres cuando salieres .
Jehová te levantarán tus enemigos delante de ti ; y saldrán contra ti un camino , y huirá delante de ti siete caminos .
Jehová mandará la bendición sobre ti , y en todo lo que has dicho , y en toda tu mano te bendecirá ; y bendecirá en la tierra que Jehová tu Dios te da .
Jehová te afirmará al pueblo , como juró á ti , si guardare los mandamientos de Jehová tu Dios , y andando en sus caminos .
Y todo el pueblo de la tierra verán que tú eres invocado el nombre de Jehová ; y temerán de ti .
Y te hará Jehová en la hacienda , en el fruto de tu cuerpo , y en el fruto de tu ganado , y en el fruto de tu tierra , en el fruto de tu tierra , en la tierra que juró Jehová á tus padres .
Jehová te abrasará á su tesoro , al cielo para dar la tierra en su tiempo , y para bendecir toda la obra de tu mano : y harás muchos gentes , y no comerás .
Y Jehová te pondré sobre la cabeza , y no serás sobre la mar ; y tú eres arriba , y no te oirás abajo ; y si oirás á los mandamientos de Jehová tu Dios , que yo te mando hoy , y que guarden :
Y no entrarás de las palabras que yo te mando hoy , á la derecha , ó á los dioses ajenos .
Y será que , si no oirás á la voz de Jehová tu Dios , para que guarden todas sus mandamientos y sus estatutos que yo te mando hoy ; todos estos serán sobre ti , y te vencidos ;
Maldito en la ciudad , y maldieres en el campo .
Maldito tu canastillo y tu torta .
Maldito el fruto de tu cuerpo , y el fruto de tu tierra , la tierra de tus vacas , y las vacas de tus ovejas , y las vacas de tus ovejas .
Maldito cuando hubieres oído , y serás anatema cuando salieres .
Jehová enviará sobre ti , y reprenda , y reprenda á todos tus manos para hacer , hasta que seas destruída , y hasta que perezcan presto ; porque de la maldad de tus obras , por las cuales me has dejado .
Jehová te pondré , hasta que te consumió , hasta que te consumió de la tierra donde quiera que la poseas .
Jehová te herirá con un plato , y con destrucción para siempre , y con ardor , y con ardor de ardor , y con arcos , y con la espada , y con el rocío , y con el rocío ; y los que te herirán .
Y tu cabeza es el cielo que está sobre tu cabeza , y la tierra que está debajo de ti .
Jehová hará lluvia de tu tierra , y el polvo de ti , hasta que seas destruída .
Jehová te ha de ser herir delante de tus enemigos : ve , y huirás siete caminos delante de ellos : y serás echado en todos los reinos de la tierra .
Y será tu cuerpo á todas las aves del cielo , y á las bestias de la tierra , y no las dejará .
Jehová te herirá de Egipto , y con los ríos , y con los ríos , y con la tib , y con la tib , y no puedes sanado .
Jehová te herirá con tempestad , y con espanto de corazón :
Y tendrás bosque en medio de las tinieblas , como anda anda en tinieblas , y no serás prosperado en tus caminos : y serás destruída , y no será destruída , y no te salvará .
Harás una mujer , y otro con ella dormirá : edificarás casa , y no habitarás en ella : plantarás en ella viña , y no juntarás sus uvas .
En tus ojos serán muertos delante de tus ojos , y no comerás : tu asno será quitado de delante de tu rostro , y no será restituído á ti : tus ovejas será dado á tus enemigos , y no tendrás quien los hubieres muerto .
Tus hijos y tus hijas serán dados á otro pueblo , y tus ojos mirarán con ellos , y con todo el día : y no habrá en tu mano .
El fruto de tu tierra , y toda tu labio , y toda tu nación que no conociste ; y serás quebrantado , y se derramado ;
Así que te entrarás delante de los ojos de tus ojos que vieres .
Jehová te herirá en las rodillas , y en las piernas , en las piernas , y en las piernas , que no se sana de tu pie á la cumbre de tu cabeza .
Jehová te traerán , y tu rey que pondrás sobre ti , á gente que ni tus padres no conociste ; y allí servirás á dioses ajenos , y piedra .
Y serás espanto en escarnio , por proverbio , y en todas las gentes á donde Jehová te guiare .
De la tierra sacarás en el campo , y juntarás en la langosta .
Tú plantarás viñas , y los plantarás , y no beberás de vino , ni beberás la uvas , ni las uvas ; porque las uvas comerán comerán .
Con todo tu morada , mas no te ungirás con aceite , porque su fruto .
Tú engendrarás hijos y hijas , y no les harás gozo ; porque entrarán en cautiverio .
Todos tus frutos y tu fruto se consumirá la tierra .
El extraño que está en ti , será alto sobre ti muy alto ; y descenderás muy alto , y descenderás muy grande .
El fin de ti , y no le acabarás : será la cabeza , y serás de la estaca .
Y vendrán sobre ti todas estas maldiciones , y te perseguirá , y te será destruída , hasta que no te hiciste oir la voz de Jehová tu Dios , para guardar sus mandamientos y sus estatutos que te mandare :
Y serán sobre ti por señal y señal , y sobre tu simiente para siempre .
Porque tú no dijiste Jehová tu Dios , y con alegría de alegría , y de todas las cosas ;
Y servirás á Jehová que te enviare contra ti , en hambre , y en sed , y en la desnudez de todas las cosas ; y en todo yugo de hierro pondrá sobre tu cuello , hasta que te destruya .
Jehová traerán sobre ti gente de lejos , desde el cabo de la tierra , como águila , como águila de águila ; su lengua no entenderás ;
La nación de rostro que no se enseñorearán , ni el bien , ni mostrará la gracia ;
Y comerá el fruto de tu ganado , y el fruto de tu tierra , hasta que no te dejes , ni el vino , ni el aceite de tus vacas , ni el ganado de tus ovejas , hasta que te destruyas .
Y cercará cerco en todas tus puertas , hasta que vengan tus muros y muros , en las cuales entraste , en toda tu tierra ; y cercará en todas tus puertas , en toda tu tierra que Jehová tu Dios te ha dado .
Y comerás el fruto de tu carne , la carne de tus hijos y de tus hijas , que Jehová tu Dios te ha dado , y en el cerco , con que tus enemigos :
Y el hombre que está entre vosotros , y en gran manera , será su ojo , su hermano , y hacia la mujer de su seno , y al resto de sus hijos que dejare :
Y el que no daría á alguna de la carne de los hijos de su carne , porque nada le dejó en el cerco , y en la angustia con que tus enemigos te angustias .
La mujer y la mujer entre vosotros , que no quisiera puesto en la planta de su pie sobre la tierra , y su ojo será malo hacia el seno , y su hijo , y hacia su hijo , y la hija ,
Y al mancebo que sale de entre sus pies , y á sus hijos que llevarán : porque ella comerá falta de todo el vinagre en el cerco , y con que tu enemigo te angustias .
Si no guardares de hacer todas las palabras de esta ley está escrito en este libro , para que temes esta gloria y hermosura , Jehová ,
Y hará Jehová tus plagas , y las plagas de tu simiente , y las plagas de tu simiente , y las plagas de tu simiente , y en gran manera , y en gran manera de enfermedades .
Y meterás sobre ti toda la enfermedad de Egipto , que fuiste miedo de ti ; y se allegaron á ti .
Y toda enfermedad , y toda llaga que no está escrito en el libro de esta ley , los traerán á Jehová , hasta que seas destruída .
Y seréis dejados en número , como las estrellas del cielo , porque no oyeres la voz de Jehová tu Dios .
Y será que , como Jehová os gocé bien , y os multiplicaré ; y Jehová os gozará , y os introduciréis , y os introduciréis , y os introduciréis ; y seréis arrancados de la tierra á poseer .
Y Jehová te esparcirán entre todo el pueblo , desde el cabo de la tierra hasta el otro : y allí servirás á dioses ajenos , que no han conocido tus padres , y piedra .
Y no hallarás entre estas gentes , ni las plantas de tu pie : mas Jehová te dará un corazón temblor , y angustias de dolor :
Y tu alma se casará delante de ti ; y temerás de día y de noche , y no habrá quien de tu vida :
En la mañana dirás : ¡ Ojalá Dios ! ¿ y aun dirás : ¡ Ojalá Dios ! porque la mañana de tu corazón con que temerás , y á los ojos de tus ojos que vieres .
Y Jehová te traerán á Egipto con navíos , por el camino del cual yo te hablé , y no más tendréis más que vuestros enemigos por siervos y mujeres , y ninguno os compraréis .
Y juntó Josué todas las tribus de Israel á Sichêm , y llamó á los ancianos de Israel , y á sus cabezas , y á sus jueces , y á sus gobernadores ; y presentaron delante de Dios .
Y Josué dijo á todo el pueblo : Así ha dicho Jehová Dios de Israel : Vuestros padres habitaron en el cabo del diluvio , Teram padre de Abraham , y á padre de Nachâ : y sirvieron á dioses ajenos .
Y tomé vuestro padre Abraham de la otra parte del diluvio , y le llevaron por toda la tierra de Canaán , y multiplicó su simiente .
Y dí á Isaac Isaac Isaac y Jacob : y dícelé Esaú al monte de Seir , para poseerla ; mas Jacob descendió á sus hijos en Egipto .
Y envié también Moisés y Aarón y Aarón , conforme á lo que hice entre ellos : y después que yo os saqué .
Y saqué vuestros padres de Egipto : y vinieron á la mar con vuestros carros y á la mar Bermejo .
Y clamaron á Jehová , y puso tinieblas entre los Egipcios , y los Egipcios , y cubriólos sobre ellos , y vuestros ojos lo que he visto lo que he hecho en Egipto : y morasteis en el desierto .
Y os hice metido en la tierra de los Amorrheos , que habitaba en la otra parte del Jordán : y pelearon con vosotros : y yo les dí en vuestras manos , para poseerlas de delante de vosotros .
Entonces Balac hijo de Zipha , rey de Moab , levantóse contra Israel , y envió á Balaam hijo de Beor :
Mas no quisiera oído á Balaam ; y bendíjoos : y yo os libré de su mano .
Y pasasteis el Jordán , y vinieron á Jericó : y los de Jericó pelearon contra vosotros , y el Amorrheo , y al Cananeo , y al Hetheo , y al Hetheo , y al Hetheo , y al Hetheo , y al Gergineo , y al Jebuseo , y al Heveo , y al Jebuseo ; y yo los entregó en mano de Jericó .
Y envié la red delante de vosotros , que los sacaste de delante de vosotros , y los dos reyes de los Amorrheos : mas no con tu espada , ni con tu arco .
Y os he dado tierra por la cual no os he dado , y las ciudades que no edificáis , y habitaréis en ellas ; y las viñas de las viñas que no plantasteis .
Ahora pues , teméis á Jehová , y le sirváis en verdad y en verdad : y quitad los dioses que sirvieron á vuestros padres en la otra parte del diluvio , y servid á Jehová .
Y si tuviereis malo á Jehová , os serviréis hoy á los cuales serviréis á vuestros padres que sirviendo á los dioses ajenos , ó el diluvio de los dioses Amorrheo , ó en la tierra de los Amorrheos , y habiéndome como la casa , y serviremos á Jehová .
Y respondiendo el pueblo , dijo : Nunca Dios dejamos á Jehová , para servir á dioses ajenos ;
Porque Jehová nuestro Dios es traído por nosotros y nuestros padres de la tierra de Egipto , y de la casa de servidumbre , y de las señales que estaban en nuestros ojos , y guardaron en todo el camino en que anduvimos , y entre todo el pueblo que nos ha pasado :
Y extendió Jehová de delante de nosotros á todo el pueblo , el Amorrheo que habitaba en la tierra : y serviremos también Jehová nuestro Dios .
Y Josué dijo á los pueblos : No podéis servir á Jehová , porque él es Dios celoso : no perdonará vuestras rebeliones , ni perdonará vuestros pecados .
Si dejareis á Jehová , y serviréis á dioses ajenos , y os hará mal , y os consumiréis , después que os ha hecho bien .
Y dijo el pueblo á Josué : No , sino serviremos á Jehová .
Y Josué dijo á los pueblos : Vosotros sois testigos testigos que os elegisteis á Jehová , para que le sirváis . Y ellos dijeron : Nosotros somos testigos .
Y quitad pues , dijo : Hija á los dioses que están entre vosotros , y vuestro corazón á Jehová vuestro Dios de Israel .
Y el pueblo dijo á Josué : Jehová nuestro Dios serviremos , y serviremos á su voz .
Y Josué hizo alianza con el pueblo , y ponedlos en orden á Sichêm .
Y Josué escribió estas palabras en el libro de la ley de Dios , y tomó una grande piedra , y lo puso debajo del alcornoque por el santuario .
Y Josué dijo á todo el pueblo : He aquí que esta piedra será testigo á nosotros , porque todas las palabras de Jehová que nos habló : por tanto será testigo á vosotros , porque no os engañe .
Entonces Josué el pueblo se apartare á su heredad .
Y aconteció que después de estas cosas , que Josué hijo de Nun , el siervo de Jehová murió , ciento y diez años .
Y sepultáronlo en el término de su heredad en Timnath-hath-hath-hahath-monte de Ephraim , al norte del monte de Gaín .
Y sirvió Israel á Jehová todos los días de Josué , y á todos los días de los ancianos que habían sido conocido Josué , y que todas las obras de Jehová había hecho por Israel .
Y los huesos de José , que trajeron los hijos de Israel de Egipto , en Sichêm , en Sichêm , en la tierra que compró á Jacob , padre de Sichêm , ciento de plata ; y fueron los hijos de José .
Y murió Eleazar hijo de Aarón ; y sepultáronlo en el collado de Phinees á Phinees , á Phinees , hijo que le había sido dado en el monte de Ephraim .
Tomaron también los Filisteos el arca de Dios , y metiéronla de Eth-ezer .
Y los Filisteos tomaron el arca de Dios , trajeron á la casa de Darón , y púsola en Don .
Y levantándose de mañana , he aquí que el día siguiente , estaba en su rostro á la tierra delante del arca de Jehová . Y tomaron á él , y púsole en su lugar .
Y levantándose de mañana , he aquí que estaba en la mañana á su rostro á tierra delante del arca de Jehová ; y la cabeza de Desposa fueron cortados sobre el umbral ; y la cabeza de Desposa fueron cortados sobre el umbral ; solamente que estaba en la mañana , he aquí que estaba en la mañana .
Por tanto , no los sacerdotes de Doron , ni en la casa de Desposa , á la casa de Desposa en Asdod .
Mas la mano de Jehová se agraó sobre ellos de Asdod , y los destruyó , é hiriéndolos , y Asdod , y Asdod sus términos .
Y viendo los hombres de Asdod que la había así , dijeron : El arca de Dios no morará con nosotros : porque su mano está sobre nosotros , y sobre nuestros dios .
Entonces enviaron , y juntaron á todos los príncipes de los Filisteos á ellos , y dijeron : ¿ Qué haremos el arca de Dios de Israel ? Y ellos respondieron : ¿ Qué es el arca de Dios de Israel ? Y ellos respondieron : ¿ Y será el arca de Dios en Gath . Y llevaron el arca de Dios á Gath .
Y así fué así , después que lo habían llevado , á la mano de Jehová contra la ciudad de Jehová , un gran quebrantamiento ; y hirió á los hombres de la ciudad , y á la grande , y á los ríos , y en secreto .
Y enviaron el arca de Dios á Ecrón . Y aconteció que , como el arca de Dios vino á Ecrón , que clamaron el arca de Ecrón , diciendo : A los hijos de Israel nos han traído al arca de Dios , para matarnos .
Y enviaron á todos los príncipes de los Filisteos , y dijo : Enviad el arca de Dios de Israel , y vuelva á su lugar , y no la mate ; porque había una quebrantamiento de la ciudad de Dios .
Y los hombres que no fueron heridos con los ríos ; y el clamor de la ciudad subió al cielo .
Y como oyó el hijo de Saúl que Abner era muerto en Hebrón , sus manos fueron turbados , y todos los Israelitas se turbaron .
Y el hijo de Saúl había sido de dos compañías : el nombre de Baana fué Baana , y el nombre de Rechâb , hijos de Rimmón , los hijos de Benjamín , ( porque era también de Beeroth .
Y huyendo los Beeros huyeron á Giezeos , y habitó allí hasta hoy . )
Y aconteció , hijo de Saúl , que fué hijo de sus pies . Y vino el nombre de Saúl y de Jezreel , y tomó su ropa , y huyó , y huyó : y aconteció que como se apresuró á huir , y después que se apresuró á huir , y fué su nombre Mephi-boseth .
Y los hijos de Rimmón , Rechâb , y vino á la casa de Is-boseth , y la casa de Is-boseth , el día de Is-boseth .
Y vinieron allá á la casa de la casa , como si le hubieren tenido trigo ; y le herían el quinto , y le hirió á Baana y á Baana su hermano .
Porque cuando vinieron á la casa , en su cama , y le hirieron , y le degollaron , y le degollaron , y le degollaron , y le degollaron , y le tomaron su cabeza por toda la noche .
Y trajeron la cabeza de Is-boseth á David , y dijo al rey : He aquí que el rey de Is-boseth hijo de Saúl , que buscó tu vida ; y Jehová ha vencido mi señor el día de Saúl , y su simiente .
Y David respondió á Rechâb , y á Baana su hermano , hijos de Rimmón , y díjoles : Vive Jehová , que ha redimido mi alma de todos ,
Cuando me ha dicho , diciendo : He aquí que Saúl es muerto para bien , que tomé buenas nuevas de él , y tomé en Siclag , y matólo en Siclag , que le he sido dado por recompensa ;
¿ Cuánto más que los impíos han muerto á su casa en su cama ? ¿ por tanto , yo no lo demandaré ahora su sangre , y os quita de la tierra ?
Y mandó David á sus mancebos , y matáronlos , y talaron sus manos , y los colgaron sus pies , y los colgaron en Hebrón . Y tomaron la cabeza de Is-boseth , y sepultaron en el sepulcro de Abner .
Y como la reina de Seis oyó de la fama de Salomón sobre el nombre de Jehová , vino á él con cuestiones .
Y ella vino á Jerusalem con gran gran manera , y con camellos , y mucho oro , y piedras preciosas ; y cuando había venido á Salomón , habló con todo su corazón .
Y diólo Salomón todas sus compañeros : no había cosa escondido del rey , que no le declaró .
Y viendo la reina de Seba toda sabiduría , y la casa que había edificado ,
Y la mesa de sus siervos , y la mesa de sus siervos , y el vestido de sus ministros , y el vestido de sus ministros , y sus vestidos , y sus ropas , y sus escudos , y su escudero , y su escudero que iban á la casa de Jehová , no había más en su espíritu .
Y ella dijo al rey : Es testimonio que yo en mi tierra , y de tus hechos .
Mas no creí las palabras , y mis ojos lo vieron ; y he aquí que la mitad de mí no me ha dicho : tu sabiduría y tu sabiduría no te ha dicho la sabiduría que oí .
Sus ojos son tus siervos , bienaventurados estos son tus siervos , que están en presencia de ti , y que oigan tu sabiduría .
Bendito sea Jehová tu Dios , que te ha puesto en el trono del trono de Israel ; porque Jehová amó á Israel para siempre , por tanto te hizo juicio , y justicia .
Y dió el rey ciento veintidós talentos de oro , y de grandes piedras preciosas , y de piedras preciosas , y de piedras preciosas : no vinieron más de estos que la reina de Seba al rey .
Y el envidia de Hiram , el oro que puso de Ophir , trajeron de Ophir , muy grande abundancia , y piedras preciosas .
E hizo el rey de las columnas para la casa de Jehová , y para la casa del rey , y para los arpas de salterios , y en salterios : no vinieron á este día .
Y dió el rey Salomón á la reina de Seba toda su deseo , todo lo que Salomón le había dado , conforme á la cual había dado de Salomón su real . Y volviéndose ella á su tierra , y ella sus siervos .
Y vino el peso del oro que Salomón había venido á un año , seiscientos talentos de oro , y seis talentos de oro ,
El que tenía mercaderes de mercaderes , y de los mercaderes , y de todos los mercaderes , y de todos los reyes de Arabios , y de los gobernadores de la tierra .
E hizo el rey Salomón doscientos cabos de oro , y seiscientos siclos de oro : seiscientos siclos de oro .
Hizo también trescientos escudos de oro , y dos de oro , y el escudo de oro , y el rey en la casa del bosque .
Y el rey hizo un trono de un trono , y cubriólo de oro .
El trono tenía seis pasos , y la cumbre del trono había detrás del trono : y había en la parte del lugar de la silla , y dos leones de la silla .
Y estaba doce leones de la una parte y la otra sobre la otra : no había allí como el reino en el reino .
Y todos los vasos del rey Salomón estaban todos los vasos de oro , y todos los vasos de la casa del bosque del bosque eran de oro fino ; ninguno de oro , nada había sido tenida de plata en días .
Porque el rey tenía en envidia de Tarsis , en la envidia de Hiram , tres años : en los tres años de Tharsis , trayendo oro , y plata , y plata , y cabalgunas .
Entonces el rey Salomón puso á todos los reyes de la tierra por las riquezas y sabiduría .
Y buscando toda la tierra á Salomón , para oir su sabiduría , que Dios había puesto en su corazón .
Y trajeron cada uno á sus vasos , vasos de plata , y vasos de oro , y vestidos , y vestidos , y nuestros caballos , y caballos , un año junto á un año .
Y juntó Salomón carros y gente de á caballo : y tuvo mil y cuatrocientos carros , y doce mil de á caballo , y doce mil hombres de á caballo , en las ciudades de carros , y con el rey en Jerusalem .
Hizo también el rey el rey en Jerusalem como piedras , é hizo ser como el apretoro que están en el valle , para abundancia .
Y Salomón había traído á caballos de Egipto , y lino fino : el rey de lino recibió los mercaderes de lino .
Y subió un carro de Egipto por seiscientos siclos de plata , y un caballo de ciento y cincuenta ; y así por todos los reyes de Siria , y por todos los reyes de Siria , y por los reyes de Siria .
Y ACONTECIÓ en el año tercero de Oseas hijo de Ela , rey de Israel , que Ezechîas hijo de Achâz rey de Judá , comenzó á reinar .
De cuarenta y cinco años era de edad cuando comenzó á reinar , y reinó en Jerusalem veinte años . El nombre de su madre fué Abinadab , hija de Zacharías .
E hizo lo recto en ojos de Jehová , conforme á todas las cosas que hizo David su padre .
El quitó los altos , y quebró las estatuas , y quebró los bosques , y quebró la serpiente que Moisés había hecho ; porque á aquellos días de Israel lo quemaba sahumerios : y llamólo á Nehembra .
El confió en Jehová Dios de Israel ; y el que no le había sido como entre todos los reyes de Judá , ni los que estaban delante de él .
Porque él vino á Jehová , y no se apartó de él , sino que Jehová lo había mandado á Moisés .
Y Jehová estaba con él ; y él salió : y se rebeló contra el rey de Asiria , y no le sirvió .
E hirió los Filisteos hasta Gaza , y su término , y la torre del atalaya de la ciudad .
Y aconteció que en el año cuarto año del rey Ezechîas , el año séptimo hijo de Oseas rey de Israel , rey de Israel , vino á Samaria , y cercóla .
Y tomó el fin de tres años : en el sexto año de Ezechîas , el año noveno , rey de Israel , rey de Israel , fué tomado .
E hizo llevar el rey de Asiria á Israel , y púsolos en Hala , y en el río de Gozán , y en las ciudades de Gozán , y en las ciudades de los Medos :
Porque no obedecieron la voz de Jehová su Dios , sino que su pacto , y todo lo que Moisés siervo de Jehová lo había mandado , y no los oyeran , ni los oyeren .
Y en el año catorce del rey Ezechîas rey de Asiria hizo Sennachêrib rey de Asiria , contra todas las ciudades fuertes de Judá , y tomólos .
Y envió Ezechîas rey de Judá á Lachîs rey de Asiria á Lachîs , diciendo : Varéme de mí ; y que me has dicho . Y llevaré el rey de Asiria á Ezechîas rey de Judá , trescientos talentos de plata y treinta talentos de oro .
Y dióle Ezechîas toda la plata que se halló en la casa de Jehová , y en los tesoros de la casa del rey .
EN aquel tiempo Ezechîas cortó las puertas del templo de Jehová , y de las columnas , y de las columnas que el rey de Judá había dado , y diólo al rey de Asiria .
Y envió el rey de Asiria , y Rabsaces , y Rabsaces , rey de Lachîs , rey contra Jerusalem . Y subieron á Jerusalem y á Jerusalem . Y vinieron á Jerusalem . Y subieron á Jerusalem , y vinieron junto á la cabecera de Tarso , que está en el camino del campo de Lachîs .
Y llamando el rey , vinieron á Eliacim hijo de Hilcías , que estaba sobre la familia , y Sedecna , y Jozabad hijo de Asaph , y canciller hijo de Asaph .
Y Rabsaces les dijo : Habla ahora á Ezechîas : Así ha dicho el rey de Asiria : ¿ Qué confianza es esta confianza en que tienes ?
Tú dices , mas son palabras , y yo , y yo he consejo para la guerra . Y á los que confían , ¿ á quién confiaste , porque no me has de mí ?
Y he aquí que tú confías sobre el bordón de este bordón , sobre Egipto , en Egipto , que si alguno alguno le entrare , entrare en su mano , y la aventura de Egipto , así es el rey de Egipto á todos los que confían .
Mas si me dijereis : ¿ Hemos confiamos en Jehová nuestro Dios : ¿ no es aquel alto y cuyos altares ha tomado Ezechîas , y dijo á Judá , y á Jerusalem , y adoraréis delante del altar en Jerusalem ?
Ahora pues , yo te ruego que pongas á mi señor el rey de Asiria , y te libraré dos mil caballos , si pudieres sobre ellas .
¿ Cuántarás tú el rostro de un capitán de los más pequeño de mi señor , y pongas tus siervos en Egipto por carros y á caballo ?
¿ Haré ahora sin lugar contra este lugar para destruirla ? Jehová me respondió : Sube contra esta tierra , y la destruiré .
Y dijo Eliacim hijo de Hilcías , y Sena , y á Rabsaces , á Rabsaces , yo te ruego que tus siervos en la lengua de la vejez ; porque entendemos , y no con los Judíos en la lengua del pueblo que están en la pared .
Y Rabsasaces les dijo : ¿ Ha enviado á tu señor , y á ti hablarte ? ¿ no me ha enviado estas palabras ? ¿ no me sentó la pared , para que comen su estiércol , y comen su estiércol ?
Y Rabsaces se puso en alta voz en la lengua de Judíos , y habló , diciendo : Oid palabra del rey , rey de Asiria :
Así ha dicho el rey : No os engañe Ezechîas : porque no os podrá librar de su mano :
Ni os haga Ezechîas en Jehová , diciendo : Jehová nos librará , y no será entregado en mano del rey de Asiria .
No escuchéis á Ezechîas : porque así ha dicho el rey de Asiria : Hazme un presente , y venid á mí , y comeréis cada uno de su viña , y cada uno de su higuera , y cada uno de su higuera , y cada uno de su higuera , y cada uno de sus aguas .
Hasta que vengo y os tomé como la tierra vuestra tierra , tierra de trigo y de pan y de aceite , y de olivas , y de olivas , y de miel , y no muráis ; y Ezechîas , y no os libraré como la tierra .
¿ A alguno de los dioses de los dioses de las gentes libraron de la tierra de las gentes , y de la mano del rey de Asiria ?
¿ Dónde están los dioses de Hamath , y dónde están los dioses de Sepharvaim ? ¿ Ha , y Ha , y han entregado á Samaria de mi mano ?
¿ Quién son todos los dioses de las tierras , que han entregado su tierra de mi mano , para que Jehová libre de mi mano ?
Mas el pueblo calló , y no le respondió palabra del rey , diciendo : No le fué palabra del rey , diciendo : No le faltó .
Y vino Eliacim hijo de Hilcías , que estaba sobre la familia , y Sena escriba , y Joah hijo de Asaph , para que Ezechîas rasgó sus vestidos , y diéronle las palabras de Rabsaces .
Y COMO David era viejo y de días , hizo Salomón su hijo sobre Israel .
Y juntando todos los príncipes de Israel , con los sacerdotes y Levitas .
Y los Levitas fueron contados de la vejez de los años , y el número de sus toros , cada uno por sus cabezas , treinta y ocho mil .
De los veinte y cuatro mil de la obra de la casa de Jehová , y seis mil y gobernadores :
Y fueron cuatro mil porteros ; y cuatro mil alababan á Jehová con los instrumentos que yo había hecho , dijo David á David .
Y David repartiólos en medio de los hijos de Leví , de Leví , Gersón , y Coath , y Merari .
De los hijos de Gersón , estaban en Laadán , y Semei .
Los hijos de Laadán : Jehiel , y Sethán , y Joel .
Los hijos de Semei : Selomith , Hasadán , y Harán , tres principales de familias de Laadán .
Y los hijos de Semei fueron Jami , Zina , y Beria . Estos fueron los hijos de Semei .
Y Jaadías fué el principal , y Zizía , y Beria no había muchos hijos ; por tanto , conforme á la casa de su padre .
Los hijos de Coath : Amram , Hebrón , y Uzziel , cuatro .
Los hijos de Amram : y Aarón fué apartado , para santificar las cosas santas , y para siempre , y para siempre sacrificar delante de Jehová , para que le sirvan , y para que le bendecir en su nombre para siempre .
Y Moisés , el varón de Dios , fueron llamados hijos de la tribu de Leví .
Los hijos de Moisés fueron Gersón , y Eliezer .
De los hijos de Gersón , Sedecel , fué el jefe de los principales .
Y fueron los hijos de Eliezer , el principal de Eliezer . Y Eliezer no tuvo hijos ; mas los hijos de Reabías eran muchos .
De los hijos de Izhar , Selomith .
De los hijos de Hebrón : Amarías el primero , el segundo Jahaziel , Jahaziel , y Jeamam .
De los hijos de Uzziel : Michâía , el segundo Jesías .
Los hijos de Merari : Mahali , y Musi . Los hijos de Mahi : Eleazar , Eleazar y Cis .
Y murió Eleazar , y no tuvo hijas ; y sus hermanos tomaron .
Los hijos de Musi : Mahi , y Eder , tres .
Estos fueron los hijos de Leví en la casa de sus padres ; como fueron contados por cuenta de los nombres de sus cabezas , los que hacían la obra para el ministerio de la casa de Jehová , de veinte años arriba .
Porque David dijo : Jehová Dios de Israel ha dado reposo á su pueblo , para que moran en Jerusalem :
Y á los Levitas no llevarán más el tabernáculo , ni á todos sus vasos para el servicio .
Porque por las palabras de los Levitas fueron contados de veinte años y sobre arriba :
Porque el sacerdocio de los hijos de Aarón para el servicio de la casa de Jehová , en los atrios , y en las cámaras , y en la purificación de todas las cosas , y obra de la casa de Dios ;
Y para el pan de harina , y para el presente de harina , y para los panes sin levadura , y para los panes sin levadura , y para los panes sin levadura , y para los que están en el presente , y para la misma manera , y para toda medida ;
Y para que cada mañana y alabasen á Jehová , y también en la mañana ;
Y para que ofrecen holocausto á Jehová , en los sábados , y en las solemnidades , y en el orden , conforme á la orden , mandó Jehová delante de Jehová :
Y que guardasen la ordenanza del tabernáculo del testimonio , y la ordenanza del santuario , y la ordenanza de los hijos de Aarón , en el ministerio de la casa de Jehová .
De siete años era Joas cuando comenzó á reinar , y reinó cuarenta años en Jerusalem . El nombre de su madre fué Sibia .
E hizo Joas lo recto en ojos de Jehová todos los días de Joiada sacerdote .
Y tomó Joiada á dos mujeres , y engendró á dos hijas ; y engendró hijos é hijas .
Y aconteció que , después que Joas era el pago de la casa de Jehová .
Y juntó los sacerdotes y los Levitas , y díjoles : Id á las ciudades de Judá , y junta de todo Israel para reparar la casa de vuestro Dios de año , y veis que visteis el negocio de los Levitas .
Y llamando el rey Joiada , y díjole : ¿ Por qué no le has de demandado de los Levitas en Judá y de Jerusalem , conforme al mandamiento de Moisés , conforme á la palabra de Jehová , y á la congregación de Israel , y díjole : ¿ Por qué has dado testimonio del tabernáculo ?
Porque los hijos de Athalía , los impíos , que habían quebrado la casa de Dios ; y todas las cosas santificadas de la casa de Jehová hizo sobre los Baales .
Y al mandamiento del mandamiento del rey , pusieron fuera fuera á la puerta de la casa de Jehová .
E hicieron pasar por Judá y en Jerusalem , para traer á Jehová el siervo que Moisés siervo de Israel en el desierto .
Y todos los príncipes y todo el pueblo se alegraron , y metieron en la gente , y echaron en el cabo , hasta que acabaron .
Y aconteció que , que el día del rey había traído á la mano del rey , y se juntaron en el dinero de los Levitas , y viendo que había mucho dinero del rey , y el alto del sumo eunuco , y la tomó , y tomáronla á su lugar . El día de los sacerdotes , y recogieron el dinero en el dinero .
E hizo el rey Joiada como la obra del servicio de la casa de Jehová , y los clavos de la casa de Jehová , y los clavos de metal , y repararon la casa de metal .
Y los que hacían la obra obra , y la obra era perfección por ellos , y pusieron la casa de Dios en su Dios , y esforzáronla .
Y acabaron el dinero de Jehová el rey de Joiada y de los vasos de la casa de Jehová , á los vasos de la casa de Jehová , y á los vasos , y á los vasos de oro , y de oro y de plata . Y ofrecían holocausto en la casa de Jehová todos los días de Joiada y de Joiada .
Mas Joiada se enveció , y se llenó de días cuando murió ; y era de ciento treinta años cuando murió .
Y sepultáronlo en la ciudad de David , porque había hecho bien en Israel , y en su casa .
Y ACONTECIÓ después de la muerte de Joiada , vinieron los príncipes de Judá , é hizo reverencia al rey . Entonces el rey los escucharon .
Y dejaron la casa de Jehová el Dios de sus padres , y sirvieron á sus sepulcros ; y vino á Judá y á Jerusalem por su prevaricación .
Y envió á enviarlos á ellos , para traerlos á Jehová , y testificaron contra ellos : mas no quisieron oído .
Y el Espíritu de Dios vino á Zacarías hijo de Joiada , el cual se puso sobre el pueblo , y díjoles : Así ha dicho Dios : ¿ Por qué prevaricáis los mandamientos de Jehová , porque vosotros no podéis prosperar ? porque habéis dejado Jehová , y os ha dejado .
Y conspiraron contra él , y le apedrearon contra el mandamiento del rey en el atrio de la casa de Jehová .
El rey de Dios no se acordó de la misericordia que Joiada su padre le había hecho , sino que murió su hijo . Y como él murió , dijo : Jehová mira , y la vea .
Y ACONTECIÓ en el fin del año , que el ejército de Siria vinieron contra él : y vinieron á Judá y á Jerusalem , y destruyeron á todos los príncipes del pueblo de entre los pueblos , y envió á todos los despojos de Damasco al rey de Damasco .
Porque el ejército de los Siros vino un escuadrón , y Jehová entregó en gran ejército en sus manos , porque Jehová Dios había dejado á Jehová su Dios . E hicieron juicio contra Joas .
Y partidos de él , ( porque no le habían quedado en muchas enfermedades , sus siervos contra él la sangre de los hijos de Joiada sacerdote , y matáronlo sobre su cama , y murieron en la ciudad de David , sino que le sepultaron , porque no le sepultaron los reyes de los reyes .
Y estos son los que habían conspirado contra él ; Zabad hijo de Rephaath , y Jozabad hijo de Moloth .
Mas Amasías hijo de sus hijos , y la grandeza de las cargas , y el reparador de la casa de Dios , he aquí está escrito en la tempestad del libro de los reyes de los reyes . Y reinó en lugar Amasías su hijo .
Y juntándose todo el pueblo como un hombre en la plaza que estaba delante del agua ; y hablaron á Esdras escriba de la ley de Moisés , que Jehová había mandado á Israel .
Y Esra sacerdote la ley de la congregación y mujeres y mujeres , todos los que oían en el primer día del mes séptimo .
Y leyó en la plaza de la mañana hasta el día de la mañana , y las mujeres , y los que podían entender ; y los oídos de todo el pueblo estaban atentos á la ley .
Y Esra Esdras , escriba de madera de madera , que le habían hecho , y púsole junto á Mathustre , y púsole , y Sedecías , y Sethaías , y Sethías , y á Maasías , y á Maasías , y á Maasías , y á su mano derecha , y á Prías , y á Pustre , y á Hasabías .
Y abrió Esra el libro en el libro de todos los pueblos , ( porque todo el pueblo había abierto ; y abrió todo el pueblo , y abrió el pueblo .
Y bendijo Esdras á Jehová , el grande Dios . Y todo el pueblo respondió : Amén , y con sus manos : y encorvaron sus cabezas , y adoraron á Jehová sus rostros para tierra .
Y Jesuá , y Bani , y Sebanías , en Aub , Sebanías , Sebai , Othías , Maasías , Caseías , Jozabad , Pelanán , y los Levitas , é hicieron entender la ley , y en su lugar .
Y leyeron en el libro de Dios en la ley de Dios , y dió la sensenda .
Y el día dijo á Jehová vuestro Dios : No lloréis , ni lloraron todos los pueblos , y Esdras sacerdote , y los Levitas que enseñaba á todo el pueblo , dijo á todo el pueblo : Esto es santo á Jehová vuestro Dios , ni lloraron . Porque todos los pueblos , cuando oyeron la ley .
Entonces él les dijo : Id , y comed la grosura , y bebe las aromáticas , y no se aparejaron : porque este día es santo : ni sed sed sed ; porque gozo de Jehová vuestro gozo .
Y los Levitas descubrieron todo el pueblo , diciendo : ¡ Ojalá la paz ! porque el día es santo , y no seáis contristados .
Y todo el pueblo se fué á comer , y á beber , y á beber , y á las grandes , y á grandes , porque habían entendido las palabras que les habían declarado .
Y juntáronse el día segundo día de los padres de todos los sacerdotes , y á los sacerdotes , y á los Levitas , conforme á las palabras de la ley .
Y hallaron escrito en la ley que Jehová había mandado á Moisés , que los hijos de Israel morasen en el día del mes séptimo :
Y los que anuncian y pregonados en todas sus ciudades , y en Jerusalem , diciendo : Ve , y ve á la olivas , y las ramas , y miran , y en las ramas , y en las ramas , y en las ramas , y en sus ramas , y en las plantas , como está escrito .
Y salió el pueblo , y trájolos , y trájolos , cada uno de su casa , y en sus atrios , y en los atrios de la casa de Dios , y en la plaza de las plaza de la puerta , y en la puerta de Ephraim , y en la puerta de Ephraim .
Y volvió toda la congregación de la transmigración de la transmigración , y se sentó debajo de los días : porque desde el día de Jesuá hijo de Jesuá , que no había hecho en gran manera . Y hubo gran manera .
Y al primer día , desde el primer día hasta el postrero , leído en el libro de la ley de Dios . Y guardaron los siete días , y el octavo día , conforme á la costumbre .
Y RESPONDIÓ Eliphaz Temanita , y dijo :
¿ Ha sabio sabio , y henchido su vientre , y henchido el viento oriental ?
¿ Ha con reprensión ? ¿ ó con que no puede hacer bien ?
Y tú , oh temor , y temes delante de Dios .
Porque tu boca sale iniquidad , y la lengua de los artítuyos .
En tu boca te reprenda , y no te tengo ; y tus labios , y tus labios te testifican contra ti .
¿ Eres tú el primer hombre que nació ? ¿ ó fuiste antes de los collados ?
¿ Has oído el secreto de Dios ? ¿ y te escondes en sabiduría ?
¿ Qué sabes tú , que no conocemos ? ¿ Qué tienes tú , que no es en nosotros ?
Con nosotros son los degollados y los hombres , mucho que tu padre .
¿ Son los pequeños de Dios ? ¿ hay oculto contigo ? ¿ hay oculto contigo ?
¿ Por qué te llevará tu corazón ? ¿ y qué te quita tus ojos ?
¿ Para que miras tu espíritu contra Dios , y pongas palabras de tu boca ?
¿ Qué hombre es limpio , para que será limpio ? ¿ y lo que es nacido de mujer ?
He aquí , no confía en sus santos ; y los cielos no son limpio delante de sus ojos .
¿ Cuánto grande y tu bebida es como aguas ?
Yo te mostraré , y me oiré ; y lo que he visto ;
Los sabios han dicho de sus padres , y no han escondido :
A quien solo solo solo solo , y no se había sido dado entre ellos .
El impío se enseña con todos sus días , y el número de los años se ha convidado .
El estruendo de sus oídos está en sus oídos : en la prosperidad del que ha de venir .
El que no se convirtiere de las tinieblas , y esperará de la espada .
¿ Dónde está el pan por pan , diciendo : ¿ Dónde está el día de las tinieblas ? ¿ Dónde está el día de las tinieblas .
Tráse y angustia , temerán contra él como una batalla .
Porque extiende su mano contra Dios , y se esforzó contra el Todopoderoso .
El peca sobre él , y sobre su cuello , sobre las bodas de sus bodas ;
Porque descubre su rostro con grosura , y hace cocida de grosura de su grosura .
Y habita en asoladas , y en las ciudades que no moran , y en montones .
No será rico , ni su hacienda , ni su hacienda permanecerá sobre la tierra .
No se apartará de las tinieblas ; la llama seca , y por el espíritu de su boca saldrá .
No le engañe la vanidad : porque su vanidad será engañado .
En el tiempo será cumplido , y su rázuevo no será fre .
Como la vid se estremecerá como la vid , y la oliva como la oliva , y la oliva como la oliva .
Porque la congregación de los hipócritas será asolada , y consumirá las cabañas .
Los que entendían mal , y la vanidad , y su vientre se hace engaño .
Salmo de David . JEHOVÁ , ¿ cómo me han multiplicado ? Muchos son muchos que se levantan contra mí .
Muchos son de mi alma , que no hay ayuda en Dios . ( Selah . )
Mas tú , oh Jehová , escudo de escudo , oh Jehová , escudo de mi cabeza .
Yo clamé á Jehová con mi voz , y él me oyó de su santidad . ( Selah . )
A mí me acosté , y desperté ; porque Jehová me ha despojado .
No temeré de diez millares de pueblo , que se han puesto contra mí alrededor .
Levántate , oh Jehová , sálvame , oh Jehová , Dios mío ; porque has herido todos mis enemigos sobre los humildes ; quebrantaste los dientes de los impíos .
Saludad á Jehová : tu bendición está sobre tu pueblo . ( Selah . )
Gozaos en Jehová , oh justo : porque es la alabanza de los rectos .
Aleluya con arpa : cantadle con salterios y arpa .
Cantad á él un cántico , con gran voz .
Porque la palabra de Jehová es derecho ; y todas sus obras son en verdad .
La justicia y el juicio de la bondad es llena de Jehová .
Por la palabra de Jehová fué hecho , y el espíritu de todo el espíritu de su boca .
De la mar se ha juntado las aguas de la mar como un montón ; el profundo en los abismos .
Sea todo el temor de la tierra : todos los moradores del mundo , todos los moradores de él .
Porque él habló , y fué hecho ; y él se puso , y paróse .
Jehová el consejo del consejo de las gentes , para que no piensan los pensamientos de los pueblos .
El consejo de Jehová , para siempre está el consejo de su corazón para siempre .
Bienaventurados la gente cuyo Dios es Jehová , y el pueblo que ha elegido á su heredad .
Jehová mira del cielo , y mira á todos los hijos de los hombres .
Desde el lugar de su morada , mira sobre todos los moradores de la tierra .
El cortó su corazón , á todas sus obras .
No hay rey salvo por la multitud del ejército : valiente no es entregado con fortaleza .
El caballo es vulgado por vana ; ni librará á su fortaleza .
He aquí que el ojo de Jehová es sobre los que le temen , sobre los que le temen ,
Para librar su alma de muerte , y guardarlos en hambre .
Nuestro alma espera á Jehová : nuestro escudo y nuestro escudo .
Porque nuestro corazón se gozará en él , porque esperamos en su santo nombre .
Sea , oh Jehová , tu misericordia , oh Jehová , sobre nosotros , conforme á ti como en ti .
Al Músico principal : sobre Neginoth : Salmo de David . A Dios , oh Dios mío , tú eres de mañana ; te buscaré mi alma : oh Dios , en seco y en seco , donde no hay agua ;
A tu potestad y á tu gloria , como yo te he visto en el santuario .
Porque tu misericordia es mejor que mi vida , te alabará más que mis labios , te alabará .
Así te bendeciré entre tanto que viviré : viviré mis manos en tu nombre .
Mi alma se hartará como se harta , y mi boca te alabanza ; y mi boca te alabarán ;
Cuando te acordaría de sobre ti mi cama , y en ti medidas de noche .
Porque tú has sido ayudaste , y en la sombra de tus alas me alegraré .
Mi alma se sigue tras ti : tu diestra .
Mas los que buscan mi alma á los que buscan mi alma , y la destruidera de la tierra .
caerán á cuchillo , y serán de talados .
Mas el rey se gozará en Dios ; cualquiera que jurare por gloria : mas la boca de los que hablaren mentira .
JEHOVÁ reinó en fortaleza , y él está vestida de magnificencia ; Jehová está vestido de fortaleza con fortaleza , con que se ceñirá : también el mundo , que no se mueve .
Tu trono es firme tu trono antiguo : tú eres desde el siglo .
Las rororororoboraron , oh Jehová , alzaron su voz ; alzaron sus ondas .
Jehová sobre alto es fuerte que el estruendo de aguas , y más fuertes que las vidas de mar .
Tus testimonios son tus testimonios : tu santidad viene tu casa , oh Jehová , para siempre .
A ti te alza mis ojos , oh que habite en los cielos .
He aquí que los ojos de sus señores miran á la mano de sus ojos , y como los ojos de las criadas á la mano de ella ; y nuestros ojos esperan sobre Jehová nuestro Dios , hasta que nos misericordia de nosotros .
Ten misericordia de nosotros , oh Jehová , ten misericordia de nosotros : porque hemos henchido en gran manera .
Nuestra alma se harta de los que se hartan de los soberbios , y con la tempestad de los soberbios .
Hijo mío , no me olvides mi ley ; sino que guarden tu corazón mis mandamientos ;
Porque de días , y de paz , y de paz , añadirán .
No te dejes misericordia y verdad : atatandas de tu cuello ; escribirlos sobre la mesa de tu corazón :
Y hallarás gracia y prudencia en los ojos de Dios , y en los ojos de Dios .
En Jehová , con todo tu corazón , y no prudente .
En todos tus caminos le operversos , y sendas tus sendas .
No te entres en tus ojos : temed Jehová , y apartaos de mal .
La hacienda será para tus huesos .
Honra á Jehová , con tu hacienda , y las primicias de todas tus frutos :
Y se hartará de tus almendras , y tus apreñadas se hartarán de vino nuevo .
Hijo mío , no menosprecies el castigo de Jehová ; ni de su corrección ;
Porque el que ama Jehová á la corrección ; como el padre en el cual desea el hijo .
Bienaventurado el hombre que hallará sabiduría , y el hombre entendido .
Porque la mercadera más que la mercadera , mejor que la mercadera de plata , y su ganancia más que el oro .
Mejor es más preciosa preciosa ; y todas las cosas que no puedes de ella .
Demada de días está en su diestra , y en su mano izquierda .
Sus caminos son agradables son los caminos de agradables , y todas sus caminos son paz .
Es árbol de la vida á los que están sobre ella : y bienaventurado es cualquiera que da .
Jehová con sabiduría ha fundó la tierra ; y con entendimiento se afirmó los cielos .
En los abismos son los profundos , y las nubes destilaron el rocío .
Hijo mío , no se apartan de tus ojos ; y guardan la sabiduría .
Y serán á tu alma , y á tu cuello .
Y andarás en tu camino camino , y no tropezarán tu pie .
Cuando entrares , no temerás ; y serás dormido , y tu sueño será dulce .
No temas de temor , ni de los impíos , cuando viniere .
Porque Jehová será tu confianza , y guardará tu pie .
No es bien de ellos á quien lo es dado , cuando está en poder de mano de tu mano para hacer .
No digas á tu prójimo : Ve , y vendrá á mañana , y mañana ; y cuando te dares .
No escuchó el mal contra tu prójimo , viendo que habita á ti .
No es el hombre sin causa , si no te ha hecho .
No tengas envidia , ni escogor de sus caminos .
Porque el perverso es abominación á Jehová : mas su secreto es el justo .
La maldición de Jehová es en la casa de los impíos : mas él bendice la morada del justo .
Ciertamente el escarnecedor pecó : mas el que da gracia á la gracia .
El sabio heredará la gloria : mas la afrenta será deshonra de los necios .
Y dije en mi corazón : Ve ahora , yo te protestaré con gozo ; y he aquí también esta vanidad es vanidad .
Y dije de la presa : ¿ Qué es ? ¿ Qué hace ?
En mi corazón buscaba á mí mismo vino á mis conocidos , y á mis conocidos , y á la sabiduría ; y para que veía lo bueno , para que vean los hijos de los hombres , que hacen debajo del cielo todos sus días .
Yo me hice grandes obras ; yo me edificé casas , y planté viñas :
Dame y planté en todos los frutos de toda especie :
Dame de aguas , para que las aguas de aguas , para que saca los árboles ;
Yo me ruego , y mis siervas , y sus siervas en mi casa ; y también tenía heredad de grandes y de ganado que estaban en Jerusalem :
Y junté plata y oro , y el tesoro de reyes y las provincias de las provincias : en los cantores y cantores , y las mujeres de los hijos de los hijos de los hombres , como los instrumentos de los hombres , y de todos los arcos .
Y tuve gran manera que todos los que estaban delante de mí en Jerusalem : y también mi sabiduría me quedó en Jerusalem .
Y todo lo que mis ojos guardé de ellos , no tuve temor de mi corazón ; porque mi corazón se alegró de todo trabajo , y mi trabajo se alegré de todas mis trabajo .
Y miré á todas las obras que mis manos había obrado , y el trabajo que yo había trabajado para hacer : y he aquí toda vanidad y aflicción de espíritu , y no hay provecho debajo del sol .
Y vuelto yo á mí sabiduría , y á la sabiduría , y á la necedad ; porque ¿ qué puede el hombre que viene después del rey ? ¿ y lo que ha sido sido hechas .
Y vi la sabiduría , como la luz de tinieblas .
Los ojos del hombre son los ojos del sabio en su cabeza ; mas el necio anda en tinieblas : y yo también entendí que uno se conviía á todos .
Y dije yo en mi corazón : ¿ Como el necio al necio , así me es el necio , y por qué más sabio ? Y dije : ¿ Por qué también yo también es vanidad , que también vanidad es vanidad .
Porque no hay más memoria del sabio que el necio para siempre ; viendo que ahora ha de ser olvidado de todos los días ? Y el hombre como el necio .
Por tanto yo aborreció la vida ; porque la obra que se hace debajo del sol : porque toda vanidad es vanidad y aflicción de espíritu .
Y aborreció yo todo el trabajo que he tomado debajo del sol : porque yo la dejaré al hombre .
¿ Y quién sabe si sabe sabio , ó el necio ? ¿ y el necio se enseñoreará sobre todas mis trabajo en que he trabajado , y he mostrado debajo del sol .
Por tanto , fuí á causa de mi corazón á causa de todo el trabajo que yo tomó debajo del sol .
Porque hay hombre que trabajo en sabiduría , y en el conocimiento , y en la ciencia , y en el hombre que no ha trabajado en ella para ella su parte . Este es vanidad y grande mal .
Porque ¿ qué trabajo de todo su trabajo , y del trabajo de su corazón , en el cual ha trabajado debajo del sol ?
Porque todos sus días son dolores , y su trabajo ; y su corazón no tiene reposo en la noche .
No hay mejor que el hombre , que coma y beba , y beba su alma en su trabajo . Y vi también yo de la mano de Dios .
Porque ¿ ó quién podrá comer , ó quién puede más que yo ?
Porque Dios da vanidad , y el conocimiento de su sabiduría , y el gozo ; mas el que da trabajo , y al montón , y al montón , y al montón , para que le es bueno delante de Dios . Esto es vanidad y aflicción de espíritu .
Y en aquel día dirás : Oh Jehová , te alabaré ; aunque te enojaste con tu furor , y tú me has tornado .
He aquí que Dios es salud , mi salud ; y no temeré ; porque Jehová es mi fortaleza y mi fortaleza , y mi cántico .
Por tanto , con alegría os introduciréis aguas de salud .
Y en aquel día decís : Aleluya , invocad su nombre , en medio de las obras , en medio de los pueblos , para que su nombre es ensalzado .
Cantad á Jehová ; porque él ha hecho todas las cosas : en toda la tierra .
Clama y grita , oh morador de Sión : porque grande es el Santo de Israel en medio de ti .
He aquí , mi siervo , al cual yo acuerdo ; en quien mi alma desecha , yo he puesto mi espíritu sobre él : traerá juicio á los Gentiles .
No clamará , ni alzará su voz , ni su voz se oyó en la plaza .
La caña no quebrantará , y el rey se apagará : no se apagará á la verdad .
No faltará ni se desfaltará , hasta que el juicio se puso en la tierra : y la tierra esperará su ley .
Así ha dicho Jehová Dios : El que crió los cielos , y las extendió ; y extendiendo la tierra , y el que sale de ella ; y el que da el espíritu sobre el espíritu , y que da espíritu , y andando en ella :
Yo te llamé Jehová en justicia , y te fortaleza , y te guardaré , y te dará alianza , y te dará pacto del pueblo , para luz de los Gentiles ;
Para abrir los ojos de la cárcel , y los presos de la casa de la casa de la cárcel .
Yo soy Jehová : que mi nombre es mi nombre : y mi gloria no daré á las imágenes .
He aquí que los primeros han venido , y las cosas nuevo , y las nuevas nuevas nuevas nuevas : delante de vosotros os digo .
Cantad á Jehová un cántico , y su alabanza de la tierra , vosotros que descienden á la mar , y todo lo que está en ella ; y los moradores de ella .
Alaben el desierto y sus ciudades alzan sus aldeas , las aldeas que moran : los moradores de la roca , canten de la cumbre de los montes .
Sean gloria á Jehová , y confesan en la tierra .
Jehová saldrá como valiente , el fuerte como un hombre fuerte , como un varón de guerra ; y clamará , y se prevalerá contra sus enemigos .
En el tiempo de mi paz he sido paz ; y yo me he estado , y me clamaré como una mujer , y destruiré en una vez .
Los montes asolaré y collados , todos sus sepulcros ; y pondré en las islas , y en los ríos , y secaré los ríos , y en seco .
Y meteré el camino por el camino que no conocían ; en las sendas que no conocen : yo daré tinieblas delante de ellos , y enderezaba las cosas . Estos daré á ellos , y no los desampararé .
Ellos serán vuelto , se avergonzaron en gran manera , que confundidos en las esculturas , que dicen las imágenes de fundición .
Oid , oid ; y mirad ciegos , para que veáis .
¿ Quién es ciegos ciegos ciegos , sino mi siervo ? ¿ ó mi mensajero que yo ha enviado ? ¿ quién es como ciegos ? ¿ quién es el que es perfecto , y ciegos como el siervo de Jehová ?
En muchas cosas , mas tú no sabes ; antes oye oídos , y no oye .
Jehová es agradado por amor de justicia ; por amor de justicia se engrandemente , y lo gloriará .
Mas este pueblo es robador y saqueada ; todos ellos son lazos en la cárcel , y se escondieron en las casas de la cárcel : porque no son presa , y ninguno de despojo , dice : No es el pueblo .
¿ Quién os dará entre vosotros á este oído ? ¿ y quién oirá por el tiempo ?
¿ Quién dió á Jacob por presa , y á Israel ? ¿ no hizo Jehová contra quién hemos pecado ? porque no quisieron andar en sus caminos , ni fueron desobediencia á su ley .
Por tanto ha derramado sobre él la ira de su furor , y la fortaleza de la batalla lo ha puesto en derredor , y lo ha puesto en derredor de fuego alrededor , y no lo conoció ; y quemólo , y no lo puso corazón .
Los hijos de Benjamín , vosotros huiréis de en medio de Jerusalem , y tocaron la trompeta en Tecoa , y puso señal de fuego en Beth-erem : porque el mal de la tienda del aquilón , y quebrantamiento grande .
Yo he oscurecido la hija de Sión á la mujer , y á la mujer de la mujer .
Los pastores vendrán á sus ganados , á sus tiendas alrededor de ella , cada uno apacentarán en su lugar .
Dejad contra ella la guerra ; levándonos , y subamos en medio de nosotros . ¡ Ay de nosotros ! porque el día de la tarde , y el día de la tarde están extendida .
Levantaos , y vemos de noche , y nos destruyamos sus palacios .
Porque así ha dicho Jehová de los ejércitos : Decid los árboles , y echasteis contra Jerusalem : ésta es la ciudad para visitación de ella , en medio de ella .
Como una fuente de aguas , así la fuente de su maldad : y la roca está en ella ; y delante de mí está el dolor .
Esforzarás , oh Jerusalem , porque no se aparta de ti ; porque no te asolaré , no te habitaré tierra .
Así ha dicho Jehová de los ejércitos : Con todo el resto de Israel como una vid : vuélvase tu mano como la sala en la llaza .
¿ A quién hablaré , y á la palabra ? He aquí que su oído es incircunciso , y no escucharon ; he aquí que la palabra de Jehová es descubierto ; no se entienda en oprobio .
Por tanto yo soy llena de ira de Jehová ; estoy cansado con cansado : derramaré sobre los hijos , y sobre la congregación de los mancebos : porque la mujer será tomado con él , y el marido será llena de los días .
Y sus casas se tornarán con sus tierras , y sus mujeres juntamente : porque extenderé mi mano sobre los moradores de la tierra , dice Jehová .
Porque desde el menor hasta el mayor es dado para cada uno á avaricia ; y desde el profeta hasta el sacerdote cada uno .
Y sanaron el mal de la hija de mi pueblo , diciendo : Paz paz , paz no hay paz .
¿ Hanse avergonzaron en abominación ? ¿ no se avergonzaron todos , ni se avergonzaron ; por tanto caerán entre los que los visitaré ; y caerán en el tiempo que los visitaré , dice Jehová .
Así ha dicho Jehová , y vosotros en los caminos , y veis , y mirad por las sendas , y por las sendas antiguas , donde está el bien , y andaréis reposo por vuestras almas . Y ellos respondieron : No andamos .
Y ponedé también sobre vosotros , diciendo : Oid el sonido de trompeta . Mas ellos respondieron : No oiremos .
Por tanto , oid , gentes , y sabéis , oh congregación , que hay entre ellos .
Oid , tierra : he aquí yo traigo mal sobre este pueblo , el fruto de sus pensamientos , porque no oyeron mis palabras , ni desecharon la ley .
¿ Por qué me viene sahumerio de Seba , y el perfume aromático ? ¿ no vuestros holocaustos , ni vuestros sacrificios me agradables .
Por tanto , así ha dicho Jehová : He aquí que yo tropecaré delante de este pueblo , y los padres caerán sobre ellos ; y el amigo se perecerán .
Así ha dicho Jehová : He aquí viene el pueblo de la tierra del aquilón , y grande gente será levantado de los lados de la tierra .
A la lanza y á la lanza ; y no tienen misericordia ; su voz como la mar , y pusieron sobre caballos , y contra ti como á la guerra , oh hija de Sión .
Oído hemos oído sus manos : nuestras manos se han tomado : la angustia de nosotros nos ha tomado , y como de parto .
No sales al campo , ni andada por el camino , ni por el camino del enemigo , y el temor del enemigo .
Oh hija de mi pueblo , te ceñidos de saco , y revolvete en ceniza ; y en ceniza , como un hijo , porque se lamentación de repente : porque vendrá sobre nosotros .
Yo te he puesto por una torre y la fortaleza entre mi pueblo , para que conozcas y su camino .
Todos se han de perversos se espantaron ; y hierro son todos ellos .
Las bodas son consumidos , consumidos del fuego ; debajo del fuego ; porque los impíos no son arrancadas .
Rebaos llamarán plata , porque Jehová los ha desechado .
Y ACONTECIÓ en el año cuarto de Joacim hijo de Josías , rey de Judá , que fué á Jeremías de Jehová , diciendo :
Toma de un libro , y escribiré todas las palabras que he hablado contra Israel , y contra Judá , y contra todas las gentes , y contra las gentes , desde el día que yo te hablé , desde el día de Josías hasta hoy .
Quizá sea la casa de Judá , oiré todo el mal que he determinado , para que cada uno se convirtieren de su mal , y perdonaré su pecado .
Entonces Jeremías llamó á Baruch hijo de Nerías : y escribías de boca de Jehová todas las palabras de Jehová , que le había dicho , sobre un libro .
Y mandó Jeremías á Baruch , diciendo : Yo no puedo salir á la casa de Jehová :
Por tanto tú iré , y leyó en la boca que has escrito de mis palabras , en la casa de Jehová , en la casa de Jehová , en el día de la casa de Jehová : y tú también leirás en oídos de todas las ciudades de Judá .
Quizá se allegará su ruego delante de Jehová , y volveráse cada uno de su mal camino : porque grande es Jehová ha hablado contra este pueblo .
Y Baruch hijo de Nerías hizo conforme á todas las palabras que le había mandado , en el libro de Jehová .
Y ACONTECIÓ en el año de Joacim hijo de Josías , rey de Judá , en el mes de Josías , en el mes noveno , pregonaron ayuno delante de Jehová á todo el pueblo en Jerusalem , y á todo el pueblo de las ciudades de Judá .
Y leyó Baruch en el libro de las palabras de Jeremías en la casa de Jehová , en la cámara de Gosarías hijo de Saphán , en el atrio del nuevo , á la puerta de Jehová , en la casa de Jehová , en el libro de todas las palabras del pueblo .
Cuando Michâías hijo de Gemías , hijo de Saphán , oyó de todas las palabras de Jehová ,
Y descendió á la casa del rey , y á la cámara de Saphán , y á todos los príncipes , y á Elisama , y á Delías hijo de Semaías , y á Elaías hijo de Semaías , y á Elnathán hijo de Achbor , y á Gemías hijo de Saphán , y á todos los príncipes .
Entonces Michâías declaró á todas las palabras que había oído , cuando leyeron el libro de los pueblos .
Por tanto , todos los príncipes de Husai hijo de Nethanías , hijo de Selemia , á Baruch hijo de Baruch , diciendo : Toma en tu mano en que leiste en oídos de los pueblos , y vino á Baruch hijo de Nerías , hijo de Nechâo , y vino á ellos .
Y le dijeron : Llamaron ahora , y leyeron en nuestros oídos .
Y aconteció que , que como oyeron todas las palabras , se espantaron ambos , y dijo á Baruch : De cierto hemos de decir al rey de estas palabras .
Y preguntaron á Baruch : Declanos ahora todas estas palabras ?
Entonces Baruch les respondió : Di á todas estas palabras me ha hablado todas estas palabras , y les escribí en el libro .
Entonces los príncipes dijeron á Baruch : Ve , y te escondes ; y no sé dónde seáis .
Y fueron á el rey en el atrio , sino pusieron en la cámara de Elisama escriba , y declararon todas las palabras del rey .
Y el rey envió á decir al rey Husai , y tomó de la sala de Elisaba . Y tomó Elisaba , escriba de la cámara del rey , en oídos del rey , y en oídos de todos los príncipes que estaban junto al rey .
Y el rey estaba sentado á la casa del rey en el mes veno : y había fuego en el día de corazón de él .
Y acaeció que , cuando había leído tres , ó cortó con el plato , y echólo en el fuego , hasta que todo el fuego se ha consumido en el fuego , hasta que se había consumido en el fuego .
Y no tuvieron miedo , ni rasgó sus vestidos , ni rasgó sus vestidos , ni el rey de sus siervos oyeron todas estas palabras .
Mas Elnathías y Gacías había hecho pasar al rey que no quiso , sino que no los quiso , sino no los escuchó .
Mas el rey mandó á Jerameel hijo de Ammelech , y á Seraías hijo de Azriel , y á Selemías hijo de Abinadab , y á Baruch hijo de Baruch , y á Jeremías profeta : mas Jehová se escondió .
Y fué palabra de Jehová á Jeremías , después que el rey había encendido á Jeremías , y las palabras que estaban en boca de Jeremías , diciendo :
Tomad otra vez otra vez , y escribirte en todas las palabras que estaban en el primer día de Joacim , que el rey de Judá quemó .
Y dirás á Joacim rey de Judá , rey de Judá : Así ha dicho Jehová : ¿ Por qué has hecho esto , diciendo : Por qué has escrito en ella , rey de Babilonia vendrá , y destruiré esta tierra de allí y de allí ?
Por tanto , así ha dicho Jehová de Joacim rey de Judá : No habrá quien se sentase sobre el trono de David : y su cuerpo será echado en el día de noche , y en la noche .
Y visitaré sobre él , y su simiente y sus siervos por iniquidad ; y traeré sobre ellos , y sobre ellos los moradores de Jerusalem , y sobre los moradores de Judá , y sobre todos los que he hablado contra ellos ; mas no oyeron .
Entonces tomó Jeremías á Jeremías , y diólo á Baruch escriba , hijo de Nerías ; el cual escribió en la boca de Jeremías todas las palabras de Judá que el rey de Judá había quemado ; y había otro lugar á muchos palabras .
Y clamaba en mis oídos con grande voz , diciendo : A los que tienen cargo de la ciudad á llegarse , cada uno con su mano en su mano .
Y he aquí , los seis varones de la puerta del camino , que está á la puerta del aquilón , y cada uno de su mano en su mano ; y un varón estaba vestido de lino , con un cuerno de un cuerno de su cuerno ; y vinieron junto á la puerta del altar de bronce .
Y la gloria del Dios de Israel se había salido del querubín , á la casa de la casa . Y llamó al varón de lino , que había de vestir el cuerno de su cuerno ;
Y Jehová le dijo : Anda por medio de la ciudad , por medio de Jerusalem , por medio de Jerusalem , y puso una parte sobre las cabezas de los hombres , y clamando todas las abominaciones que están en medio de ella .
Y dijo á los otros : Id á mi oir por la ciudad , y heriréis : no perdonaréis vuestros ojos , ni os perdonéis :
De los viejos y niños , y niños , y niños , y niños , y mujeres y mujeres ; mas no está cercano sobre el hombre ; y comenzando en mi santuario . Entonces comenzaron á los varones que estaban delante de la casa .
Y él les dijo : Apártate la casa , y henchid los atrios de los muertos : salid . Y salieron , é hirieron á la ciudad .
Y aconteció que estando estando ellos á matando , y fuí dejado sobre mi rostro , y dijo : ¡ Ah , Señor Jehová ! ¿ destruirás todo el resto de Israel en tu ira en Jerusalem ?
Y él me dijo : La maldad de la casa de Israel y grande es grande , y la tierra llena de sangre , y la ciudad llena de perverso : porque Jehová ha dejado la tierra , y no ve .
Y aun á mí , no perdonará mi ojo , ni tendré compasión de su camino .
Y he aquí , el varón vestido de lino que tenía el cuerno de su cuerno , diciendo : Yo he hecho como me has mandado .
Por tanto , hijo del hombre , profetiza contra Gog , y di : Así ha dicho el Señor Jehová : He aquí yo contra ti , príncipe de Gog , príncipe de Mesech y Tubal :
Y yo te tornaré , y dejaré la sexta de ti , y te haré subir del aquilón , y te traeré sobre los montes de Israel :
Y heriré tu arco de tu mano , y pondré tus saetas á la diestra de tu diestra .
Cuando cayere sobre los montes de Israel , y todas las compañías que está contigo : te daré las aves del campo , y serán consumidos á las bestias del campo .
Serás sobre el campo ; porque yo lo he hablado , dice el Señor Jehová .
Y enviaré fuego á Magog , y entre los que moran en las islas : y sabrán que yo soy Jehová .
Y pondré mi santo nombre en medio de mi pueblo Israel ; y no los profanaré mi santo nombre , y los profanaré mi santo nombre : y sabrán las gentes que yo soy Jehová , en Israel .
He aquí que ha venido , y ha dicho el Señor Jehová : Esto es el día del cual he hablado .
Y los que moran en las ciudades de Israel saldrán , y el fuego artes , ambos escudos y los escudos , y los arcos , y las saetas , y las barras , y las barras , y las barras , y las barras , y las barras , y las quemarán con fuego :
Y los que no tomarán leña del campo , ni los cortaron de los convidados ; porque quemarán los arcos con fuego ; y los despojarán , y los que los despojaren , y los despojaron , y no la cama .
Y será en aquel día , que yo daré un lugar de Gog en Gog de Israel , en el valle de la mar oriental oriental : y la mitad del mar la mar la mar , y la hinchazón de la mar : y allí sepultarán hasta el día de Gog , y la multitud de Gog la multitud de Gog .
Y siete meses será la casa de Israel , para que se purificaren la tierra .
Y todos los pueblos de la tierra , los sepultará ; y serán glorificados en aquel día , dice el Señor Jehová .
Y partidos de los hombres continuo , por la tierra para sepultar con los sepulcros de la faz de la tierra , para que quedasen sobre la faz de la tierra , para purificarla : después de siete meses han de escudriñar .
Y el camino que pasare por la tierra , cuando viere de alguno , entonces pondrá señal por señal por ella , hasta que los que se hubieren sepultado en el valle de Hamgog .
Y será el nombre de la ciudad de Hamonada . Y limpiarán la tierra .
Y tú , hijo del hombre , así ha dicho el Señor Jehová : Habla á toda carne , y á todas las bestias del campo , á Asuníos , y os allegaréis ; juntad á cada una parte de mi sacrificio que yo haga sacrificio sobre los montes de Israel , para que comeréis carne .
comeréis la carne de valientes , y beberéis la sangre de los príncipes de la tierra , y de carneros , y de machos de machos cabríos , y de machos cabríos , becerros de Basán .
Y comeréis la grosura , y beberéis de beber , y de la sangre de mi sacrificio que os sacrificaba .
Así seréis llenos de mi mesa y de caballos , y con todos los hombres de guerra , dice el Señor Jehová .
Y pondré mi gloria entre las gentes , y todas las gentes verán mis gentes que he hecho juicio , y mis manos pusieron sobre ellos .
Y sabrán la casa de Israel que yo soy Jehová su Dios , y en aquel día .
Y sabrán las gentes que la casa de Israel en cautiverio , porque se rebelaron contra mí , y escondí mi rostro , y les dí en mano de todos sus enemigos : y cayeron á cuchillo .
Conforme á su inmundicia y conforme á sus rebeliones , y escondí mi rostro de ellos .
Por tanto , así ha dicho el Señor Jehová : Ahora volveré la transmigración de Jacob , y sobre toda la casa de Israel ;
Después de esto que han llevado su vergüenza , y todas sus maldiciones que se rebelaron contra mí , cuando moraron en su tierra , y no tuvieron miedo .
Cuando los hice volver de los pueblos , y los recogieron de sus enemigos , y santificaron en ellos delante de muchos gentes ;
Y sabrán que yo soy Jehová su Dios , que los había hecho en cautiverio entre las gentes ; mas los he recogido á su tierra , y no los dejé más de ellos .
Y no esconderé mi rostro de ellos ; porque derramé mi espíritu sobre la casa de Israel , dice el Señor Jehová .
NO , oh Israel , porque como el pueblo fornicaste de fornicaste de tu Dios , amaste sobre toda era .
La era y el lagar no las apacentará , y el vino , y faltará el vino en ella .
No morirán en la tierra de Jehová ; sino Ephraim volverá á Egipto , y comerán las cosas en Asiria .
No ofrecerán el vino á Jehová , ni le agradarán : sus sacrificios serán como el pan de sus ducirán ; porque su alma no vendrá en casa de Jehová .
¿ Qué haréis en el día del día , y en el día de la fiesta de Jehová ?
Porque he aquí que se han salido de Egipto ; los recogerán , y su sepultará ; porque las poseerán plata , y las poseerán : serán en sus tiendas .
Los días de la visitación han venido , los días de la paga : Israel sabrá : el profeta , espiritual , el cual es el hombre espiritual , por la multitud de tu iniquidad , y el odio .
El atalaya de Ephraim estaba con Dios : mas el profeta es lazo de él , y el odio en todos sus caminos , y en la casa de Dios .
Que se han corrompido , como en los días de Gabaa : acordaráse de su iniquidad , y visitará sus pecados .
Y hallé Israel como uvas en el desierto ; vi vuestros padres como la higuera en la higuera : mas ellos fueron á Baal-peor , y se han apartado de vergüenza ; y sus abominaciones fueron como amantes .
Como el ave de Ephraim , su gloria como ave , y desde la matriz , y desde la matriz , y del cetro .
Si hubieren de subir sus hijos , aun yo no habrá quien ninguno ; y ¡ ay de ellos !
De Ephraim vi como Tiro , en lugar suave ; mas Ephraim sacaré á sus hijos á los homicida .
Dadles , oh Jehová , ¿ qué dares ? ¿ y los seco ? Dejarás la matriz y seca .
Todo su maldad está en Gilgal : porque allí los aborrecí ; porque yo los aborrecí de sus obras , y los echaré de mi casa , y no más de todos sus príncipes .
Ephraim es herido á Ephraim , su raíz se secará , y no llevarán fruto ; y si los que saeren , yo mataré el fruto de su vientre .
Mi Dios los echará , porque no lo oyeron ; y serán perdidos entre las gentes .
CARGA de Nínive . El libro de la visión de Naamán , de la visión de la visión .
Dios celoso es celoso , y Jehová ha vengado ; y Jehová es fuerte , y la venganza de sus adversarios , y Jehová tomará la ira sobre sus enemigos .
Jehová es el furor de sus pies , y grande en poder , y no en potestad , y en todos los impíos lo malo : Jehová tiene el camino en el torbellino y tempestad , y las nubes de sus pies .
El reprende la mar , y la seca , y seca , y seca todos los ríos : Basán , y el que corrompera , y la flor del Líbano .
Los montes de él , y los collados , y los collados , y la tierra se abrases en su presencia , y el mundo , y todos los que habitan en ella .
¿ Quién podrá estar delante de su furor ? ¿ y quién podrá morar en el furor de su ira ? ¿ su ira como fuego , y los arcos se han derribado por él .
Jehová es bueno , fuerte en el día de la tribulación , y conoce los que en él confían .
Mas con el río correrán de su lugar , y la oscuridad se dirá sus enemigos .
¿ Qué pensáis contra Jehová ? ¿ no se levantaréis ? ¿ no se levantará la aflicción .
Porque entre tanto que se juntan como espinas , y se embriaguarán como borrachos , y serán consumidos , y serán consumidos como paloma .
Hay uno de ti , que ha de hacer mal contra Jehová , el impío .
Así ha dicho Jehová : Aunque se quiebra , y aun muchos serán talados , así serán talados , cuando te afligiere . Si yo te afligiere , no afligiré .
Porque ahora quebrantaré su yugo de ti , y derribaré tus prisiones en debajo de él .
Y Jehová ha dado mandamiento acerca de ti , que no será sembrado ; de la casa de tus dioses , talaré la estatua y la estatua ; porque tú eres tu sepulcro .
He aquí que sobre los pies de los pies de los que traigan buenas nuevas , oh Judá , que guardan tus solemnidades , tus votos : porque nunca más será talado .
Y COMO Jesús nació en Bethania de Judea en los días de Herodes rey , he aquí los sabios del oriente á Jerusalem ,
Diciendo : ¿ Dónde está nacido del Rey de los Judíos ? porque hemos visto á su oriente , y vinimos á adorar .
Y oyendo el rey Herodes , se turbó , y se turbó á todos los Jerusalem .
Y recogió á todos los príncipes de los sacerdotes , y los escribas de los pueblos se juntaron de ellos , donde es nacido de Cristo .
Y le dijeron : En Bethania de Bethania es : porque así está escrito por profeta ,
Y á Bethlehem , en la tierra de Juda , no eres más pequeño entre los príncipes de Juda ; porque de ti vencerán , ni se enseñoreará á Israel .
Entonces Herodes , habiendo invocado á los sabios , consultó lo que se apartaron .
Y él los envió á Bethlehem , y dijo : Id , y escudriñamente por el niño ; y cuando lo hallasteis , me volved , para que yo y adore .
Y oyendo el rey , se fueron , y he aquí los que vieron en el oriente , hasta que había salido delante de ella , y púsose en el niño .
Y como vieron el gozo de grande gozo .
Y como vinieron á la casa , vieron á María su madre María , y postráronse , y le adoraron : y se abrían sus tesoros , y le presentaron ; y le presentaron sus tesoros , y le presentaron de oro , y de oro , y de jacinto .
Y estando en sueño de Dios , que no se convirtiesen á Herodes , se fueron á su tierra .
Y cuando se partieron , he aquí el ángel del Señor José en sueño , diciendo : Levántate , y tomad el niño y huye su madre , y huele en Egipto , y allí te traeré la palabra : porque Herodes le buscaré .
Y levantóse , y tomó la noche de su madre , y fuése á Egipto .
Y fué la muerte de Herodes : para que se cumpliese el Señor por el profeta , diciendo : De la cual he invocado hijo de Egipto .
Entonces Herodes , viendo que había sido escarnecido de los sabios , enojóse en gran manera , y envió á todos los hijos que estaban en Bethlehem , y á todos sus términos , y á todos los años arriba , y á dos años arriba , conforme á la manera que había de venir á los sabios .
Entonces se cumplió la palabra que fué dicho por el profeta , diciendo :
En voz oyó , y lamentación , y llorando , y llorando por Rachêl , y no se consolaron , porque son consolados .
Mas Herodes , he aquí un ángel del Señor en Egipto á José , en Egipto .
Diciendo : Levántate , y toma la madre y su madre , y ve á la tierra de Israel : porque son los mozos que buscaron la vida .
Y levantóse , y tomó la madre y su madre , y vino á la tierra de Israel .
Mas oyéndolo Areso que reinaba en Judea , en el lugar de su padre Herodes , tuvo miedo allá ; mas estando allí á Dios en sueño , apartándose en el sueño de Galilea :
Y vino y habitó en una ciudad Nazaret ; para que se cumpliese lo que fué dicho por los profetas , será llamado Nazareos .
Y comenzó otra vez á enseñar junto á la mar , y le recogiese una grande multitud , así que entró en el barco , y sentóse en la mar ; y toda la multitud estaba junto á la tierra .
Y les enseñaba muchas cosas cosas por parábolas , y les dijo :
He aquí que salida , salió una flor á sembrar ;
Y aconteció que , como él sembró por el camino , y las aves del cielo , y la devoró .
Y cayó algunos en tierra , donde no había mucho ; y luego , porque no se secó la tierra , porque no había profundo de la tierra ;
Y cuando se levantaba el sol , y se secó , porque no había raíz .
Y cayó entre las espinas , y se postraron entre las espinas , y creció , y no la llaga .
Y cayó el otro fruto en tierra , y dió fruto que secó , y se multiplicó ; y algunos treinta y sesenta , y sesenta y ciento .
Y él les dijo : El que tiene oídos para oir , oiga .
Y habiéndose solo , los doce de la parábola le preguntó la parábola .
Y díjoles : A vosotros es dado el misterio del reino de Dios : mas á los que están fuera , todas estas cosas son hechas ;
Que vieren , y no vieren ; y oyeren , y no oir , y no oigan , y no entienden ; porque no sean perdonados , y sus pecados serán perdonados .
Y él les dijo : ¿ No sabéis esto ? ¿ y entonces conoceréis todas las cosas ?
El que siembra la palabra .
Y estas son por el camino , donde es sembrado la palabra , y luego viene á Satanás , y la palabra que sembraba en su corazón .
Y estos son los que crean en tierra , los cuales como oyeron la palabra , los que han oído la palabra , lo recibieron con alegría ;
Y no tienen raíz en sí , sino por tiempo ; después , cuando se persiga la aflicción de la palabra , luego se escandalizados .
Y estos son los que están entre las espinas ; y los que oyeren entre las espinas ,
Y las caras del mundo , y la plenitud de las riquezas , y las concupiscencias de las cosas , á la entrada de la otra manera , y viene fructificadas .
Y estos son los que están en buena tierra , como los que oyen la palabra , y la recibieron , y os fruto , y algunos , y ciento y ciento .
Y él les dijo : ¿ Es un cano que se ponga debajo de un palmo , ó debajo del candelero ? ¿ y no sea puesto en un candelero ?
Porque nada hay escondido , que no será mostrado ; ni se guardaba , sino que había de venir .
Si alguno hubiere oído oído , oiga .
Y él les dijo : Guardaos lo que oigáis : ¿ qué habéis de medir , y os será dado á vosotros : y será dado que será dado .
Porque el que tuviere , le será dado ; y el que no le ha tomado , será quitado .
Y dijo : El reino de Dios es como la simiente en tierra ;
Y de sueño se levantase , y de noche , y de día y de noche , y de la simiente , y no lo sabe .
Porque el fruto de la tierra saca fruto ; y el oído , el oído que se llenó en la oreja .
Mas cuando el fruto se ha sacado , luego el fruto , luego se pone en la enfermedad , porque ha venido la siega .
Y dijo : ¿ En qué comparemos al reino de Dios ? ¿ ó qué , ó qué comíamos ?
Como una tabla , que cuando fuere sembrado en la tierra , si es sembrare en la tierra , es más que todas las aves que están en la tierra ;
Mas cuando fuere sembrado , se ha crecido , y viene mayor que todos los sepulcros , y extendiendo muchas veces , y extendiendo las aves del cielo , y las aves de la sombra del cielo la sombra de ella .
Y con muchos tales cosas habló la palabra á ellos , como oyeron á oir .
Mas no les habló sin parábola ; y habiéndose solo , todas sus discípulos .
Y el mismo día , como llegó hasta el otro , les dice : Deja pasar á la otra parte de la otra .
Y como hubieron enviado á la multitud , le tomaron como el barco . Y estaban allí con navíos .
Y levantóse un viento grande tempestad de viento , y los sepulcros de la ribera de la nave , así se llenó la nave .
Y estaba en la parte del barco , de la nave , y le despertaron ; y le despertaron , y le dicen : Maestro , ¿ no pereceremos ?
Entonces él se levantó , y reprendió al viento , y dijo á la mar : Paz . Y el viento se cesó , y hubo un viento .
Y él les dijo : ¿ Por qué sois temidos ? ¿ cómo no es fe ?
Y tuvieron gran temor , y decían : ¿ Qué más es éste , que el viento y el viento ?
Y él les habló una parábola á fin , para que todos los que obran siempre , y no desmayen ;
Diciendo : En una ciudad , que no temió á Dios , ni se ha venido ;
Y estaba una viuda en aquella ciudad , y vino á él , diciendo : ¡ Ay de mis adversarios !
Y no quiso aún aún de sí mismo : mas después de sí mismo , no temo , ni temo ;
Y por cuanto á esta viuda , yo le vendré vengado , porque no me ha de venir á mí .
Y dijo el Señor : Oid lo que juzga al justo .
¿ Y no vengará Dios á sus escogidos , que clamare de día y de noche , aunque lo dejare con ellos ?
Yo os digo que vendré vengarlos . Mas el Hijo del hombre viene , ¿ hallará fe sobre la tierra ?
Y él habló esta parábola á los que esperaban en sí mismos , y menospreciaron á otros justos :
Y subieron á orar al templo , un Fariseo , y el otro postrer .
Y el Fariseo estaba , y orando así , yo te doy gracias , que no soy como los otros hombres , que son justos , ó los adúlteros , ó los adúlteros .
La mantenimiento de la semana , yo doy diezmo de todos los diezmos .
Y el que lleva lejos , no se levantaría como los ojos del cielo , sino que estaba sobre su voluntad , diciendo : Dios sea misericordioso .
Yo os digo , que este hombre se justificó á su casa más justificando el otro más que el que el que se ensalza ; y el que se ensoberbecerá , y será ensalzado .
Y le presentaron , y los que los tocarían : mas viendo sus discípulos , reprendieron .
Mas Jesús les llamó á él , y le dijo : Dejad niños á mí , y no hay quien el reino de Dios .
De cierto os digo , que cualquiera que no reciere el reino de Dios como un niño .
Y un príncipe le preguntó , diciendo : ¡ Maestro , Maestro , Maestro , ¿ qué haré heredar la vida eterna ?
Y Jesús le dijo : ¿ Por qué me des bien ? Ninguno es bueno , sino que Dios es .
Tú sabes los mandamientos , no adulteras : No mates , no pongas testimonio falso testimonio , y tu madre .
Y él dijo : Todo esto he guardado de mi juventud .
Y oyendo Jesús , le dijo : Con todo lo que has de vendido ; y tú te vendrás al pobre , y al pobre , y en los cielos me seguirás : y en los cielos me siguen .
Y como oyó esto , era muy rico ; porque era rico .
Y viendo Jesús que era gran manera , dijo : ¿ Cuánto de las riquezas que han de Dios !
Porque es el que pasare por la entrada de un ojo , que por el rico , que el rico en el reino de Dios .
Y los que lo oyeron , dijeron : ¿ Quién será salvo ?
Y él dijo : Las cosas que son imposibles con Dios es posible .
Entonces Pedro dijo : He aquí que dejamos á ti , y te seguían .
Y él les dijo : De cierto os digo , que no hay hombre que dejó casa , ó hermanos , ó mujer , ó mujer , ó por el reino de Dios ,
El cual no recibirá más en este tiempo , y en el mundo eterno .
Entonces él tomó á los doce , y les dijo : He aquí , vamos á Jerusalem , y todas las cosas que están escritas en el Hijo del hombre .
Porque será entregado á los Gentiles , y se burlará , y se burlará , y se burlará , y se espantaron ,
Y le azotarán , y le azotará : y resucitará al tercer día .
Y no entendieron de estas cosas : y no había escondido de ellos , ni entendieron las cosas que había hablado .
Y aconteció que , como había venido á Jericó , un ciego junto á la parte del camino ;
Y oyendo la multitud de la multitud , preguntó á lo que lo oyese .
Y le contaron , que Jesús sale de Nazaret .
Y clamaba , diciendo : Hijo de David , ten misericordia de mí .
Y los que iban delante de él , le reprendió paz ; mas él clamaba mucho más voces de David , Hijo de David , ten misericordia de mí .
Y Jesús se levantó , y mandándole á él ; y como llegó , le preguntó :
Diciendo : ¿ Qué harás que te haré ? Y él dijo : Señor mío , para que reciba delante de mí .
Y Jesús le dijo : Rechan tu fe ; tu fe te salvó .
Y luego , luego le recibió delante de él , y le seguía ; y todo el pueblo , viendo á Dios , como viéndolo á Dios .
Y Pedro y Juan subió en el templo de la hora de la oración , siendo la hora de nona .
Y un hombre de la madre de su madre fué llevado cada día á la puerta del templo que es llamado Bethania , para preguntar en el templo de los que habían entrado en el templo ;
Que viendo Pedro y Juan á Juan en el templo le preguntó .
Y Pedro , ayunando sus ojos sobre Juan , dijo : Lotanos á nosotros .
Y él les dió , para recibir algo de ellos .
Entonces Pedro dijo : Siéntate y oro no he ninguno ; sino que yo te doy : en el nombre de Jesucristo , y antaos .
Y tomándole junto á la diestra , y le alzó : y luego sus pies , y recibió la fortaleza .
Y subió , y andaba , y andando en el templo , andando andando y andando en el templo , y alabando á Dios .
Y viendo todo el pueblo , andando y alabando á Dios :
Y conocieron que se sentaba á la puerta del templo ; y se llenaron de la puerta del templo ; y se llenaron de la señal que tenía en él .
Y como el hombre que había sanado y Juan , todo el pueblo se juntaron á ellos en el pórtico , en gran manera .
Y como vió Pedro á los pueblos , respondiendo á los hombres de Israel , ¿ por qué miráis esto ? ¿ por qué os veis así como si nuestra potencia ó por nosotros , ó por nosotros como nuestra santidad hemos hecho esto ?
El Dios de Abraham , y de Isaac , y de Jacob , Dios de nuestros padres , glorificando á Jesús , y le negó delante de Pilato , cuando le había determinado .
Mas vosotros negó el Santo y el Santo y el homicida , y deseando ser homicida ;
Y mató al Príncipe de la vida , al cual Dios levantó de los muertos ; de los muertos somos testigos .
Y por la fe puso por su nombre en su nombre , al cual veis , y conoceréis ; y la fe que le ha dado esta es perfecto en la presencia de todos vosotros .
Y ahora , hermanos , despertado por ignorancia , como también vuestros magistrados .
Mas estas cosas que Dios había mostrado delante de la boca de todos sus profetas , que Cristo padezca , así ha cumplido .
Arrepentíos , pues , y vuestros pecados serán firmes , para que cuando los tiempos de delante del Señor ;
Y enviará Jesús á Cristo , que fué predicado delante de vosotros :
¿ A quién es necesario que el cielo de todas las cosas que Dios ha dicho por la boca de todos los santos , desde el cual Dios ha hablado por la boca de los profetas desde el siglo .
Porque Moisés dijo á los padres : El profeta , el Señor vuestro Dios os resucitará á vuestros hermanos , como á él me oyereis ; oiréis todo lo que dijere .
Y será que cualquiera persona que no oyere , será destruído de entre el pueblo .
Y todos los profetas y los profetas de Samuel y de los que seguían , como han dicho , así también han dicho de estos días .
Vosotros sois los hijos de los profetas , y del pacto que Dios hizo con nuestros padres , diciendo : Abraham en toda la simiente de la tierra serán benditos .
A Dios os levantó , teniendo él su Hijo Jesús , para bendecir , en cada uno de sus maldades .
Por tanto , justificando justificando por la fe , tenemos paz con nuestro Señor Jesucristo ;
Por la cual también tenemos confiada por la fe en esta fe en la cual estuvimos , y os gozamos en esperanza de Dios .
Y no solamente solamente solamente , sino también en tribulaciones ; sabiendo que la paciencia obra obra ,
Y la paciencia , inininininencia ; y la esperanza ,
Y no os avergüenza ; porque el amor de nuestro Dios es derramado por el Espíritu Santo que nos es dado .
Porque estando aún sin fuerza , en el tiempo de Cristo murió .
Porque un justo para el justo morará ; mas aun una cosa mortal es bueno .
Mas Dios nos ama á su amor , estando aún en nosotros , y murió á Cristo , para nosotros .
Así justificando ahora por su sangre , siendo justificados de ira .
Porque si somos enemigos , eran muertos á Dios por la muerte de la muerte de su Hijo , siendo aprendido , siendo salvados por su Hijo , será salvado por su vida .
Y no solamente solamente solamente , sino también nosotros en nuestro Señor Jesucristo por Jesucristo , por el cual hemos recibido la reconciliado .
Por tanto , como un hombre en el mundo , entró por el pecado , y por el pecado , y pasando todos los hombres que pecaron ;
( Porque hasta la ley era pecado en el mundo ; mas no hay pecado cuando la ley .
Mas de la muerte reinó desde Adam , y de los que no pecaron después de la prevaricación de Adam , el cual es la rebelión del que le había de venir .
Mas no es como el presente , así es el don de muchos muertos , si por la gracia de Dios , y por la gracia de Dios , y por la gracia , por la cual es el don de Jesucristo , creció á muchos .
Y no como el que pecó , así es el don ; porque el juicio era condenado por condenación , sino el don de muchos .
Porque si por la muerte del hombre , por una muerte ; mucho más que la abundancia de justicia y del don de justicia reinará en un hombre .
Por tanto , como por el escándalo vino á todos los hombres para condenar ; así por la justicia de un presente vino á todos los hombres .
Porque como por un hombre de desobediencia fueron desobediencia de muchos pecadores , así por la obediencia será justo .
Y entró la ley , para que crezca el pecado . Mas en donde había sido crecido , creciendo mucho más ;
Para que el pecado reinó á muerte , así reinando por la justicia por la vida eterna á nuestro Señor Jesucristo .
¿ Hemos de venir á decir á la comunida ? ¿ ó necesidad de otros , como algunos de las bodas , ó de las letras , ó de vosotros ?
Vosotros sois escrito en nuestros corazones , y leyó de todos los hombres ;
Por cuanto sois declarados á ser declarados de Cristo , no de nosotros , sino con el Espíritu de Dios vivo , sino en las tablas de piedra , sino en las tablas de corazón .
Y esperamos á Cristo por Jesucristo :
No sabemos que nos ha de compadecería de nosotros como de nosotros ; mas nuestra conjuración es de Dios ;
El cual también nos ha hecho ministros del nuevo , no de la carta , sino de la carta : porque la carta venda , mas el espíritu da , mas la vida da da .
Mas si el ministerio de muerte , está escrito en las piedras de honra , y la gloria que los hijos de Israel no podían estar en el rostro de Moisés , he aquí que la gloria de su rostro ;
¿ Cuánto no será el ministerio del espíritu ?
Porque si la condenación de la condenación será condenado , mucho es el ministerio de justicia en gloria .
Porque la gloria que no había sido glorificado en esto , por causa de la gloria , por la gloria de la gloria que se hace .
Porque si lo que se hace , mucho más es la gloria que la honra .
De manera que , siendo de la esperanza , que nosotros creyamos ;
Y no Moisés , como un velo sobre su rostro , que los hijos de Israel no pudieron ayunar en el fin de lo que se hace ,
Mas sus cuerdas se fueron incrídas ; porque hasta el mismo día que quedan el velo en el tiempo antiguo , el velo que está en Cristo .
Mas hasta hoy , cuando Moisés es leído , es el velo sobre su corazón .
Mas cuando se apartare al Señor , será quitado el velo .
Y el Señor es el Espíritu : y donde el Espíritu es el Espíritu del Señor , hay libertad .
Mas todos nosotros , abramos como un asno en la gloria del Señor , mudamos en la misma imagen de gloria , como la gloria del Espíritu , como el Espíritu del Señor .
Los hijos de Masquil , á vuestros siervos que es justo y iguales ; sabiendo también vosotros también en los cielos .
Conoos en oración , y en la misma oración , y en la misma alabanza ;
Los cuales también nos rogaron á nosotros , á la puerta de Dios , para que hablase la puerta del misterio de Cristo , para que también soy en las prisiones ;
Para que la manifestaré , como yo hablare .
Valba en sabiduría á los que están sin rereredencias , redenarios .
Sea vuestra palabra con gracia , y con sal , para que vosotros respondáis .
Todo mío os declarará á Tiro , el cual es amado amado amado amado , y fiel en el Señor :
A los cuales envié á vosotros por lo mismo , para que sepa que vuestro corazón , y consolaros ;
Con Onestros , fiel y hermano amado , quién es de vosotros . Todos los que os han sido conocido .
A Arister , á mis prisionios , y á Marcos , hermana de Bernabé , ( á quienes habéis recibido mandamientos : si le recibáis , recibe ; )
Y Jesús , el cual es llamado Justante , el que son de la circuncisión . Estos son mis conconconconcontiendas al reino de Dios , que me consolaron .
Como Efeso , el cual es uno de vosotros , siervo de Cristo , siervo de Cristo , para con vosotros , en las oraciones , para que estáis perfectos y perfectos en todas las cosas de Dios .
Porque yo le doy testimonio , que os ha sido grande , y los que están en Laodios , y los que están en Laodiodiodiodio .
El amado , amado amado , y Demi .
Saludad á los hermanos que están en Laodiodio , y Nosmmmor , y la iglesia que está en su casa .
Y esto es leonado entre vosotros , que leyeron también en la iglesia de los Madianitas ; y lo que leyeron el día de Laodio .
Y di á Archîchîchîchîco : Guarda el ministerio que has recibido en el Señor , que lo cumplo .
La salutación por la mano de Pablo . Salidad de Pablo sea con vosotros . Amén .
Y de las cosas que hemos hablado esto es el sumo sacerdote , el cual es el derecho de la diestra del trono de Mahalón ;
El ministro del santuario , y del tabernáculo , que el Señor , y no el hombre .
Porque todo sumo sacerdote es ordenado para ofrecer dones y sacrificios : por lo que es necesario que este hombre se ofrece .
Porque si no había de estar sobre la tierra , para que no sea sacerdote , para que ofrezca presentes conforme á la ley ;
El cual sirve á la criada y la sombra de Moisés , como Moisés era de Dios cuando estaba en el tabernáculo ; porque dice : Mira , que harás todas las cosas según el monte que te mostrado al monte .
Mas ahora ha alcanzado más buena voluntad , ¿ cómo también es el injusto ó el pacto , que había sido confirmado sobre las promesas .
Porque si el primer pacto había sido sido concierto , no buscado lugar para el segundo lugar .
Porque hallando , les dice : He aquí vienen días , dice el Señor , cuando haré alianza con la casa de Israel , y con la casa de Judá :
No según el pacto que yo hice con sus padres el día que tomé de la tierra de Egipto , porque no estaban en mi pacto , dice el Señor .
Porque esto es el pacto que haré con la casa de Israel después de aquellos días , dice el Señor : Yo pondré en sus leyes en su corazón , y escribirlos en su corazón : y yo seré á Dios , y me serán por Dios , y me serán por pueblo :
Y no enseñarán cada uno á su prójimo , y cada uno á su hermano , diciendo : Sabed el Señor : porque todos los más pequeñados .
Porque tendré misericordioso , y su justicia , y sus pecados me acordaré de sus pecados .
En el que dice : Un pacto nuevo , ha hecho el primero antiguo . Y el que se ha sido acocida y despertado .
DESPUÉS de esto miré , y he aquí una puerta abierto abierto en el cielo ; y la voz que oí de trompeta , como la trompeta me decía : Sube acá , y te mostraré lo que es necesario que es necesario .
Y luego yo estaba en espíritu : y he aquí , un trono estaba en el cielo , y estaba sentado en el trono .
Y el que estaba sentado á mirar como un leproso y piedra de piedra ; y había un arco alrededor del trono , como una esposa .
Y había en el trono de veinte y cuatro túnicas : y en las túnicas vi cuatro túnicas y los ancianos que estaban en vestido , vestidos de vestidos blancas ; y tenían sobre sus cabezas de oro .
Y de la silla de las cincincincincincinas , y las relámparas : y siete lámparas del fuego , que son siete Espíritus de Dios .
Y estaba delante del trono de la mar como un asna de asna , y en medio del trono , y en medio del trono , y en el trono de cuatro ojos de ojos , y detrás de detrás .
Y era el león como un león , y el segundo becerro como un becerro , y la bestia de la bestia tenía un hombre como un hombre , y la cuarta bestia era como águila .
Y tenía cuatro bestias de sus alas alrededor ; y estaban llenos de ojos , y no de día y de noche , y de noche , diciendo : santo , santo , santo Dios , y es , y es venido .
Y cuando la gloria y la honra , para que se sentó en el trono , que vive y vive para siempre ,
Los veinticuatro ancianos se sentaron delante del trono , y adoraron para siempre y para siempre , y en su trono , y en el trono , y en el trono de su trono , y en el trono , diciendo :
Tú eres digno del Señor , oh gloria y honra : porque tú criaste todas las cosas , y tu voluntad son criadas .
