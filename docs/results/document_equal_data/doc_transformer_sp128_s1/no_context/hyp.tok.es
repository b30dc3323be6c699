EN el principio puso Dios el principio del cielo y la tierra .
Y fué la tierra fuera de la tierra , y debajo de las tinieblas , y estaba sobre la faz del profundo . Y el Espíritu de Dios se movió sobre la faz de las aguas .
Y DIJO Dios : HUBO sea la luz ; y había allí la luz .
Y vió Dios la luz , que era bueno : y repartió Dios la luz de las tinieblas .
Y llamó Dios á la luz , y á las tinieblas llamando las tinieblas . Y la mañana y la mañana estaba el día .
Y DIJO Dios : allí hay en medio de las aguas , y la partiré las aguas de las aguas .
Y constituyó Dios al Dios , y dividida las aguas que estaban debajo de las aguas que estaban sobre las aguas que estaban sobre las aguas ; y era así .
Y llamando Dios á la plaza de la tarde . Y la tarde se llamaba la mañana .
Y dijo Dios : Deja debajo del cielo sea juntado á un lugar , y seca la tierra : y fué así .
Y llamó Dios á la tierra de Earth : y la coja de las aguas llamando ; y vió Dios que era bueno .
Y dijo Dios : La tierra saca la hierba , la hierba del fruto , y el fruto de su especie en pos de su especie , cuyo simiente está en la tierra : y así fué así .
Y la tierra sacó , y la hierba de su especie después de su especie , y el árbol lleva fruto , cuyo simiente era en pos de sí : y vió Dios que era bueno .
Y la tarde y la tarde se llamaba el tercer día .
Y DIJO Dios : Llevantaos en las bodas del cielo para partir el día del día de la noche ; y las señales , y por los tiempos , y por los días , y por los años :
Y sea para los relámpagos del cielo , para que la luz de la tierra la dé sobre la tierra ; y era así .
Y Dios hizo dos relámpagos ; el día de la luz se enseñoreó , y la luz de la noche se enseñoreó : hizo también las estrellas .
Y propuso Dios en la flaqueza del cielo para dar la luz sobre la tierra ,
Y para que se enseñorease de la noche y de la noche , y partir la luz de las tinieblas : y vió Dios que era bueno .
Y la tarde y la tarde se fueron la tarde .
Y DIJO Dios : Haced las aguas sagradas que tiene vida , y las aves que tiene sobre la tierra abrasada de los cielos .
Y crió Dios grande grande , y toda criatura que sale las aguas , conforme á su especie , y cada especie según su especie ; y vió Dios que era bueno .
Y los bendijo Dios , diciendo : fructificad , y henchid las aguas en la tierra , y se multipliquen en la tierra .
Y la tarde y la tarde se llamaba la tarde .
Y dijo Dios : Deja la tierra la criatura según su especie , y todo reptil , y de la tierra según su especie : y así fué así .
Hizo también la bestia de la tierra según su especie , y según su especie , y todo lo que anda arrastrando sobre la tierra según su especie : y vió Dios que era bueno .
Y dijo Dios : Deja , varón de nuestra estatua , conforme á nuestra imagen ; y se enseñoreen de la mar , y sobre las aves del cielo , y sobre las bestias , y sobre toda la tierra , y sobre todo reptil que anda arrastrando sobre la tierra .
Y Dios crió en su escultura , en la imagen de Dios le crió ; y hembra los crió .
Y les bendijo Dios , y dijo á Dios : fructificad , y multiplicad la tierra , y se sujetan : y se enseñorearon sobre los peces de la mar , y sobre las aves del cielo , y sobre todos los vivientes que caen la tierra .
Y dijo Dios : He aquí , yo os he dado toda simiente que está sobre la faz de toda la tierra , y todo árbol en el fruto de árbol que tiene fruto de árbol , os será para comer .
Y á todas las bestias de la tierra , y á todas las aves del aire , y á todo lo que anda arrastrando sobre la tierra , en que hay vida , he dado de comer ; y fué así .
Y VIERO Dios todo lo que había hecho , y he aquí que era muy buena . Y la mañana y la mañana se llamaba el sexto día .
Y oyó las palabras de Labán , diciendo : Jacob ha tomado todo lo que fué padre de nuestro padre ; y de lo que fué engendrado la gloria de nuestro padre .
Y vió Jacob el rostro de Labán , y he aquí que no le era como delante de él .
Y Jehová dijo á Jacob : Vuélvete á la tierra de tus padres , y á tu parentela ; y seré contigo .
Entonces Jacob envió á Rachêl y á Lea , y á la tierra á su ganado ,
Y díjeles : Yo veo de vuestro padre , que no está á mí como delante de mí ; mas Dios de mi padre se ha sido conmigo .
Y sabéis que sepáis con toda mi potestad he servido vuestro padre .
Y vuestro padre me ha engañado , y mudestetado mis veces ; mas Dios no le ha padecido mal .
Y dijo así : El que se ha dicho así , será el pagado tus salario ; y todo el ganado le parió : y si así dijo : El que se estremecerá tu ganado ; y entonces todo el ganado se moja .
Dios ha quitado las bestias de vuestro padre , y déles á mí .
Y ACONTECIÓ en el tiempo que concibió las bestias , que yo levanté mis ojos , y vió en sueño , y he aquí los carneros que estaban sobre las bestias gruesas , se movieron , y pararon .
Y el ángel de Dios me habló en sueño , diciendo : Jacob : Heme aquí . Y dijo : Heme aquí .
Y él dijo : Alzad ahora tus ojos , y ve todos los carneros que están sobre las bestias de las gruesas , y se movieron : porque he visto todas las cosas que hace á Labán .
Yo soy el Dios de Beth-el , donde has hablado la columna , y donde me hiciste voto á ti : levántate ahora de esta tierra , y vuélvete á la tierra de tu parentela .
Y Rachêl respondió , y dijo á él : ¿ Hay aún la heredad de nuestra padre ó la casa de nuestro padre ?
¿ No nos es tendido de los extranjeros ? porque nos vendió , y también devoró nuestro dinero .
Porque todas las riquezas que Dios ha tomado de nuestro padre , que es vuestro padre , y de los hijos de nuestra : ahora , todo lo que Dios te ha dicho .
Entonces Jacob se levantó , y puso sus hijos y sus mujeres sobre sus camellos ;
Y trasportó á todos sus ganados , y todas sus bienes que había engendrado , las bestias de su ganado , que había engendrado en Padan-aram , para ir á Isaac su padre en la tierra de Canaán .
Y fuése Labán á sus ovejas : y Rachêl tenía las estatuas de su padre .
Y tornóse Jacob á Labán á la Siria , para que no le había dicho .
Y huyó con todo lo que había huído ; y levantóse , y pasó el río , y puso su rostro hacia el monte de Galaad .
Y fué dado aviso á Labán al tercer día que Jacob había huído .
Y tomó á sus hermanos con él , y siguió después de siete días camino ; y le prendieron en el monte de Galaad .
Y vino Dios á Labán á la Siria un sueño de noche , y díjole : Guárdate que no hablares á Jacob ni á bien .
Entonces Labán dió á Jacob . Y tomó Jacob á su tienda en el monte : y Labán se puso en el monte de Galaad .
Y Labán dijo á Jacob : ¿ Qué has hecho , que has hecho agitado á mí , y llevóme mis hijas como cautivos á cuchillo ?
¿ Por qué has huído huir , y quita de mí ; y no me hiciste , para que te he enviado contigo , y con arpa , y con arpa , y con arpa ?
¿ Y no me dejaste á besar hijos y mis hijas ? Ahora has hecho bien en esto .
En el poder de mi mano es el poder de mi padre os ha hablado Dios á mí , diciendo : Guarda de noche , que no habías bien á Jacob ni á bien .
¿ Y pues , si te hubieres entrado , porque en pos de la casa de tu padre , y por qué has sido deshechos dioses ?
Y RESPONDIÓ Jacob , y dijo á Labán : Porque tuve miedo ; porque yo le dijo : Quizá has de mí tus hijas .
Con cualquiera que acabares á tus dioses , no lo vivirás ; delante de nuestros hermanos lo que es conmigo , y toma á ti . Porque Jacob no lo supieron .
Y vino Labán á la tienda de Jacob , y á la tienda de Lea , y á los dos siervos de las tiendas ; mas no los halló . Y salió de la tienda de Lea , y entró Rachêl en la tienda de Rachêl .
Y ANTO Rachêl tomó las estatuas , y púsolas en el campo de los vasos , y sentáronse sobre ellos . Y Labán se puso todo el tabernáculo , mas no los halló .
Y ella dijo á su padre : No te agradare á mi señor que yo levantaré delante de ti ; porque la costumbre de las mujeres está sobre mí . Y escudriñó , y no halló las estatuas .
Y COMO Jacob se enojó , y con Labán : y dijo Jacob respondió á Labán : ¿ Qué es mi prevaricación ? ¿ qué pecado es mi pecado , que has sido aventado en pos de mí ?
¿ A qué has escudriñado todas mis fuerzas , ¿ qué has hallado de todo tu casa ? Delante de mis hermanos y de tus hermanos , para juzgar entre nosotros ambos .
De veintidós años he sido contigo ; tus machos de cabrío y tus cabritos no han echado , y los carneros de tus ovejas no comieron .
Lo que era de las bestias de las bestias , no te he traído ; yo la figura de ella la mano de mi mano lo hiciste , si por el día de día , ó de noche .
Y yo estaba en el día de la manera consumida , y el perverso de noche ; y mi sueño se apartó de mis ojos .
De veinte años he sido en tu casa , yo te he servido catorce años por tus dos hijas , y seis años por tus ganados ; y mudaste diez veces .
Si el Dios de mi padre , el Dios de Abraham , y el temor de Isaac , me ha sido enviado ahora vacío . Dios ha visto la aflicción y la reprensión de mis manos , y te reprenda de noche .
Y Labán respondió , y dijo á Jacob : Estos hijas son mis hijas , y estos son mis niños , y estos son mis ganados , y todas las cosas que tú es este día : ¿ y qué haré hoy mis hijas á estas hijas , ó á sus hijos que han nacido ?
Ahora pues , vendrás tú , contristémosla alianza , y sé ; y sea testigo entre mí y ti .
Y tomó Jacob una piedra , y púsola sobre la columna .
Y dijo Jacob á sus hermanos : Juntaos y tomaron piedras , é hicieron montones ; y comieron allí en el montés .
Y llamó Labán á Jophatha : mas Jacob llamó á Gentha .
Y Labán dijo : Esta es un montón entre mí y ti este día . Por tanto se llamaba el nombre de Geneció ;
Y Mizpa , dijo : Jehová me vele entre mí y ti , cuando somos enviados de otro .
Si te afligirás mis hijas , ó si tomarás de mis hijas , ninguno es con nosotros ; ve , Dios entre mí y ti .
Y Labán dijo á Jacob : He aquí que este montés de la columna que yo he echado entre mí y ti ;
Esta es el montón , y esta columna de esta columna , que no pasaré sobre ti montón , y no pasarás sobre este montón y de esta columna .
El Dios de Abraham , y el Dios de Nachôr , Dios de su padre , entre nosotros . Y juró Jacob por temor de su padre Isaac .
Y ofreció Jacob el sacrificio sobre el monte , y llamó á sus hermanos á comer : y comían pan , y estaba toda la noche .
Y de mañana se levantó Labán á la mañana , y besó sus hijos y sus hijas , y los bendijo : y Labán se volvió á su lugar .
Y Jehová dijo á Moisés : Aun yo traigo una plaga sobre Faraón , y después de Egipto os invalidará de aquí : cuando os apretó , de cierto os apretó .
Habla ahora en oídos de los pueblos , y cada uno cada uno de su prójimo , y cada mujer de su prójimo , vasos de plata y vasos de oro .
Y dió Jehová el pueblo gracia en ojos de los Egipcios . Y Moisés era muy grande en la tierra de Egipto , en ojos de los siervos de Faraón , y en ojos del pueblo .
Y dijo Moisés : Así ha dicho Jehová , la media noche iré en medio de Egipto :
Y todos los primogénitos en la tierra de Egipto morirán , primogénito de los primogénitos que está sobre su trono , á los primogénitos de la siervo que está detrás del siervo , y todos los primogénitos de bestias .
Y habrá un gran clamor por toda la tierra de Egipto , como no hubo más semejante , ni será más como ella .
Mas contra alguno de los hijos de Israel no se moven su lengua , ó contra alguno ; para que conozcáis cómo Jehová puso entre los Egipcios y Israel .
Y vendrán todos tus siervos á mí , y se inclinarán á mí , diciendo : Sube , y todo el pueblo que te sigue ; y después que saldré de Faraón en gran ira .
Y Jehová dijo á Moisés : No oyere á Faraón , para que mis maravillas sean multiplicados en la tierra de Egipto .
Y Moisés y Aarón hizo todas estas maravillas delante de Faraón : y endureció Jehová el corazón de Faraón , y no quiso salir á los hijos de Israel .
Y llamó Jehová á Moisés , y le habló de la tienda del tabernáculo del testimonio , diciendo :
Habla á los hijos de Israel , y diles : Si alguno de vosotros ofreciere ofrenda á Jehová , traerá vuestras bestias de las vacas , y de las ovejas .
CUANDO fuere holocausto de sacrificio , un macho de la vaca , sin tacha ; ofrecerlo de su voluntad , á la puerta del tabernáculo del testimonio .
Y pondrá su mano sobre la cabeza del holocausto , y será acepto por él para reconciliarlo .
Y degollará el becerro delante de Jehová : y los sacerdotes de Aarón , traerán la sangre , y rociará la sangre alrededor del altar que está á la puerta del tabernáculo del testimonio .
Y pondrá el holocausto , y talará en sus piezas .
Y pondrá el altar de los hijos de Aarón el sacerdote sobre el altar , y pondrá la leña en orden sobre el fuego .
Y los sacerdotes , los hijos de Aarón , pondrán las partes , y el sebo , en el orden que está sobre el altar que está sobre el altar :
Mas sus intestinos y sus canciones lavará en aguas : y el sacerdote arderá todo el altar , para quemar holocausto , ofrenda encendida á Jehová .
Y si fuere su ofrenda de las ovejas , de las ovejas , ó de las cabras , para holocausto ; traerá un macho sin defecto .
Y degollará sobre el altar del altar al norte delante de Jehová : y los sacerdotes , los hijos de Aarón , rociarán su sangre sobre el altar .
Y talará en sus piezas , con su cabeza y su sebo ; y el sacerdote los pondrá sobre la leña que está sobre el altar :
Y lavaráse el intestinos y el agua : y el sacerdote la traerán , y lo quemará sobre el altar : es holocausto , ofrenda encendida á Jehová .
Y si el holocausto por su ofrenda , Jehová será de las aves de las aves , traerá de sus tórtolas , ó de las tórtolas .
Y el sacerdote la traerán al altar , y el agravio su cabeza , y lo arderá sobre el altar ; y su sangre será injuriado del altar :
Y arrancará sus ondas con sus higos , y echó fuera del altar á la parte oriental , junto al lugar de la ceniza .
Y quitará con sus alas , y no la partirá debajo del sacerdote : y el sacerdote lo arderá sobre el altar , sobre la leña que está sobre el fuego : es holocausto , ofrenda encendida á Jehová .
Y HABLÓ Jehová á Moisés y á Aarón , diciendo :
De los hijos de Coath , de entre los hijos de Leví , por sus familias , por las casas de sus padres ,
De treinta años de edad de edad de los años arriba , todos los años que entren el campo , para hacer la obra del tabernáculo .
Esto será el servicio de los hijos de Coath , en el tabernáculo del testimonio , en el lugar santísimo :
Y cuando el campo , cuando entrare , saldrán á Aarón , y sus hijos , y tomarán la cubierta , y cubrirá el arca del testimonio con ella :
Y pondrá sobre él la cubierta de los clavos de clavos , y extenderá sobre ella un palmo de cárdeno , y pondrá en sus varas .
Y sobre la mesa del pan de jacinto , extendiendo sobre él de cárdeno , y sobre las cucharas , y las copas , y las copas , y las cubiertas : y el pan continuo :
Y extenderán sobre ellos un pucio de grana , y cubrirá la cubierta de la cubierta de los clavos , y pondrá sus varas .
Y tomarán un jacinto de cárdeno , y cubrirá el candelero de la luz , y sus candilejas , y sus candilejas , y todos sus vasos , y todos sus vasos con que ministran :
Y lo pusieron , y todos sus vasos dentro de la cubierta de la cubierta de los clavos , y pondrá sobre la orilla .
Y sobre el altar de oro extenderá un altar de jacinto , y la cubrirá de la cubierta de los clavos , y pondrá sus varas :
Y tomarán todos los vasos de los vasos de la ofrenda , con que ministraren en el santuario , y los cubrirán de cárdeno , y cubrirán con cubierta de clavos , y los pondrá sobre el rincón :
Y quitaron la ceniza del altar , y extendiendo sobre él una púrpura :
Y pusieron sobre ella todos sus vasos , con que ministran , y las barras de ella , y las zones , y las zones , y todos los vasos del altar ; y extenderán sobre ella una cubierta de clavada , y pusieron las barras de ella , y las barras de ella .
Y cuando Aarón y sus hijos hicieron acabar el santuario , y todos los vasos del santuario , como el campo está en el campo .
Y á los sacerdotes de Eleazar , hijo de Aarón sacerdote , el aceite para la luminaria , y el perfume aromático , y el presente de la unción , y el aceite , y el aceite de toda la tienda del tabernáculo , y todo lo que está en ella , y en sus vasos .
Y HABLÓ Jehová á Moisés y á Aarón , diciendo :
De la tribu de los linajes de Coath , no de entre los Levitas :
Mas así les es así , para que vivieren , y no muriere , cuando llegaren á las cosas santa : y Aarón y sus hijos entrarán en cada uno y su carga :
Mas no entrarán en ver cuando se cubren el santo , porque no moran .
Y HABLÓ Jehová á Moisés , diciendo :
Tomad también de los hijos de Gersón , por las casas de sus padres , por sus familias ;
De treinta años arriba y cincuenta años harás el número de los años arriba , todos los que entraren en el ministerio , para hacer la obra del tabernáculo .
Esta es la obra de las familias de los Gersón , para servir , y para los cargas ;
Y llevarán las cortinas del tabernáculo , y el tabernáculo del testimonio , y la cubierta de la cubierta , y la cubierta de los clavos que está sobre ella , y el pabellón del tabernáculo del testimonio ,
Y el pabellón del atrio , y el pabellón de la puerta del atrio , que está junto al tabernáculo y junto al altar alrededor , y sus cuerdas , y todos los vasos del servicio , y todo lo que se hizo para ellos ; así servirán .
Al Músico principal : á todos sus hijos y á los hijos de Coré : en el ministerio de los hijos de Gersón , en todas sus cargas , y en toda su ministerio : y pondréis á todos sus cargas .
Esta es el servicio de los hijos de Gersón en el tabernáculo del testimonio : y su ordenanza será bajo la mano de Ithamar , hijo de Aarón .
Como á los hijos de Merari , á ellos harás número de sus familias , por las casas de sus padres ;
De treinta años arriba y cinco años arriba hasta cincuenta años les harás número , cada uno á la obra del tabernáculo .
Y esta es la ordenanza de ellos , conforme á toda su servicio en el tabernáculo del testimonio ; las tablas del tabernáculo , y sus barras , y sus columnas , y sus basas ,
Y las columnas del atrio alrededor del atrio , y sus basas , y sus estacas , y sus cuerdas , con todos sus instrumentos , y con toda su servicio : y por el nombre de los instrumentos de la carga .
Esta es el servicio de los hijos de Merari , conforme á toda su servicio , en el tabernáculo del testimonio , debajo de la mano de Ithamar , sacerdote .
Y Moisés y Aarón , y el jefe de la congregación de los hijos de Coath , por sus familias , y á la casa de sus padres ,
De treinta años arriba , y á cincuenta años arriba , cada uno en el servicio , por la obra del tabernáculo del testimonio :
Y los contados de ellos por sus familias , dos mil ciento cincuenta y cincuenta .
Estos son los contados de las familias de Coath , para hacer todo el servicio del tabernáculo del testimonio , y Aarón conforme á la cuenta de Jehová por mano de Moisés .
Los contados de los hijos de Gersón , por sus familias , y por las casas de sus padres ,
De treinta años arriba , y á cincuenta años arriba , cada uno en el servicio , por la obra del tabernáculo del testimonio ,
Los contados de ellos , por sus familias , por las casas de sus padres fueron dos mil y seiscientos .
Estos son los contados de las familias de los hijos de Gersón , para hacer el ministerio en el tabernáculo del testimonio , y Aarón el número de Jehová .
Y los contados de las familias de los hijos de Merari , por sus familias , por las casas de sus padres ,
De treinta años arriba , y á cincuenta años arriba , cada uno en el servicio , por la obra del tabernáculo del testimonio ,
Los contados de ellos por sus familias , tres mil y doscientos .
Estos son los contados de las familias de los hijos de Merari , á los cuales Moisés y á Aarón conforme á la palabra de Jehová por mano de Moisés .
Todos los contados de los Levitas , á los cuales Moisés y á Aarón y á los principales de Israel , conforme á sus familias , y á la casa de sus padres ,
De ocho años de edad de edad de edad de ciento y cincuenta años , cada uno que vino á la obra del ministerio , y el servicio de la carga en el tabernáculo ,
Los contados de ellos , fueron ocho mil y quinientos .
Según mandamiento de Jehová fueron contados por mano de Moisés , cada uno conforme á su ministerio , y conforme á su carga : así fueron contados de él como Jehová lo había mandado á Moisés .
Y HABLÓ Jehová á Moisés , diciendo :
Manda á los hijos de Israel , y diles : Cuando hubiereis entrado en la tierra de Canaán , ( esta es la tierra que cayere por heredad , la tierra de Canaán con sus términos : )
Entonces vuestro mediodía será el mediodía del desierto en el desierto de Zeba por el término de Edom , y vuestro término será el término de la mar , al oriente :
Y tornaréis vuestro término desde el mediodía hasta el mediodía de Atarbbbbbbbbbbbbbbbón , y será de Ces-barnea , y entrará á Asaroth , y á Azmón :
Y será el término de Azmón al río de Egipto , y sale de ella á la mar .
Y para el término de la mar , tendréis el gran gran mar ; esto será vuestro término .
Y esto será vuestro término al norte : de la gran mar tendréis por el monte de Hor .
Desde el monte de Hor , ó de vuestra entrada á la entrada de Hamath ; y sale al término de la parte del término .
Y será el término al término á Siphón , y sale de ella á Hasar-ar-ar-enadán : esto será vuestro término .
Y echaréis vuestro término de Hasar-ar-enensur :
Y descenderá el término de Sethham á Ribla , al oriente de la parte de Aod ; y el término de la mar , y al lado de la mar , al oriente :
Y este término descenderá al Jordán , y sale del mar de sal : esto será vuestra tierra alrededor de sus términos .
Y mandó Moisés á los hijos de Israel , diciendo : Esta es la tierra que poseeréis por suerte , la cual Jehová mandó á las tribus , y á la media tribu :
Porque la tribu de los hijos de Rubén según la casa de sus padres , y la tribu de los hijos de Gad conforme á la casa de sus padres , recibió la media tribu de Manasés ;
La mitad de las dos tribus y la media tribu recibió su heredad á este Jordán al oriente , al nacimiento del sol .
Y HABLÓ Jehová á Moisés , diciendo :
ESTAS son los nombres de los varones que partirán la tierra : Eleazar sacerdote , y Josué hijo de Nun .
Y tomaréis un príncipe de cada tribu , para partir la tierra .
Y de los nombres de los hombres son : de la tribu de Caleb , hijo de Jephone .
Y de la tribu de los hijos de Simeón , Semiel hijo de Ammiud .
De la tribu de Benjamín , Eliacim hijo de Chisión .
Y el príncipe de la tribu de los hijos de Dan , Buci , hijo de Jogggadi .
El príncipe de los hijos de José , por la tribu de los hijos de Manasés , Hanniel hijo de Ebías .
Y el príncipe de la tribu de los hijos de Ephraim , Cemuel hijo de Sipha .
Y el príncipe de la tribu de los hijos de Zabulón , Elías hijo de Padán .
Y el príncipe de la tribu de los hijos de Issachâr , Pusel hijo de Aram .
Y el príncipe de la tribu de los hijos de Aser , Ahiod hijo de Selad .
Y el príncipe de la tribu de los hijos de Nephtalí , Pedael hijo de Ammiud .
Estos son los que Jehová mandó á la herencia á los hijos de Israel en la tierra de Canaán .
Y será que , cuando oyeres á la voz de Jehová tu Dios , y guardaré todos sus mandamientos que yo te mando hoy , Jehová tu Dios te pondré sobre todas las gentes de la tierra :
Y vendrán todas estas bendiciones sobre ti , y te venciere , si oyeres la voz de Jehová tu Dios .
Bendito serás en la ciudad , y benirás en el campo .
Bendito el fruto de tu cuerpo , y el fruto de tu tierra , y el fruto de tus ganados , el fruto de tus vacas , y las ovejas de tus ovejas .
Bendito tu canastillo y tu asastillo .
Bendito serás cuando hubieres dicho cuando hubieres entrado en ti , y serás bendito cuando salieres .
Jehová será tu causa que se levantare contra ti para ser herido delante de tu rostro : vendrán contra ti un camino , y huirá delante de ti siete caminos .
Jehová mandará la bendición sobre ti en tu tempestad , y en todas las cosas que te mandaste ; y te bendecirá en la tierra que Jehová tu Dios te da .
Jehová te confirmará al pueblo santo , como juró á ti , si guardare los mandamientos de Jehová tu Dios , y andarás en sus caminos .
Y todo el pueblo de la tierra verá que te llamó por nombre de Jehová , y serán miedo de ti .
Y te pondré Jehová en hacienda , en el fruto de tu cuerpo , y en el fruto de tu ganado , y en el fruto de tu tierra , en la tierra que Jehová juró á tus padres .
Jehová te abrirá á su tesoro , al cielo para dar tu tierra en su tiempo , y bendecir toda la obra de tu mano : y tú te harás muchos pueblos , y no comerás .
Y te pondrá Jehová sobre la cabeza , y no te mandare ; y tú solo , y no serás abajo ; si te oyes los mandamientos de Jehová tu Dios , que yo te mando hoy , y guarden para ponerlas :
Y no te apartarás de las palabras que yo te mando hoy , á la diestra ó á la izquierda , para ir á dioses ajenos .
Y será que , si no oyeres la voz de Jehová tu Dios , para que guarde todos sus mandamientos y sus estatutos que yo te mando hoy ; todos estos vendrán sobre ti , y te derribarán ;
Maldito serás en la ciudad , y maldirás en el campo .
Maldito será tu canastillo y tu astillo .
Maldito el fruto de tu cuerpo , y el fruto de tu tierra , el fruto de tus vacas , y las ovejas de tus ovejas .
Maldito serás cuando hubieres entrado en el anatema , y serás anatema cuando salieres .
Cántico gradual Jehová sobre ti , oh Jehová , y reprenda , á todas las cosas que has dicho á tu mano , hasta que seas destruyas , y perezcan presto ; porque de la maldad de tus obras , con que me has dejado .
Jehová hará pestilencia á ti , hasta que te consumió de la tierra , á la cual la poseyeres .
Jehová te herirá con un plato , y con siempre , y con ardor de ardor , y con ardor de ardor , y con tempestad , y con el rocío , y los que te persiguen hasta que perecerán .
Y tu cabeza es el cielo que está sobre tu cabeza , será el metal , y la tierra que debajo de ti será .
Jehová hará lluvia de tu tierra , el polvo y el polvo ; de los cielos será destruída sobre ti , hasta que seas destruída .
Jehová te ha de herir delante de tus enemigos : tú saldrás un camino contra ellos , y huirá siete caminos delante de ellos : y serás echado en todos los reinos de la tierra .
Y será tu cuerpo á todas las aves del cielo , y á las bestias del cielo , y no las dejará .
Jehová te herirá con los cuervos de Egipto , y con los ríos , y con los atib , y con los que no poste sanes sanado .
Jehová te herirá con reprensión , y en silención de corazón :
Y en el día del bosque , como el ciego anda en tinieblas , y no serás prosperado en tus caminos : y serás quebrantado y siempre , y no te salvará .
Harás una mujer , y el otro con ella dormirá : edificarás casa , y no morarás : plantarás en ella viña , y no juntarás sus uvas .
Tu buey será muerto delante de tus ojos , y no comerás de ella : tu asno será quitado de delante de tu rostro , y no será restituído á ti : tus ovejas será dado á tus enemigos , y no tendrás ninguno .
Tus hijos y tus hijas serán dados á otro pueblo , y mirarán tus ojos , y en todo el día de todos los días : y no habrá en tu mano .
El fruto de tu tierra , y todas tus trabajos , gente que no conocieres ; y serás quebrantado y derramado :
Y lo que serás en ojos de tus ojos lo que vieres , verás .
Jehová te herirá en las rodillas , y en las piernas , con gran manera que no se sanará de la planta de tu pie á la cumbre de tu cabeza .
Jehová te llevará , y tu rey que te pondrás sobre ti gente que ni tus padres ; y allí servirás á dioses ajenos , y piedra .
Y serás tornado por escarnio , por proverbio , y por palabra entre todas las gentes á la cual Jehová te guiará .
La simiente harás en el campo , y recogerás un poco ; porque la langosta se consumirán .
Harás viñas , y las plantarás de vino , y no beberás de vino , ni de uvas , ni de las uvas , porque las comerán .
De olivarás en todas tus términos , mas no te ungirás con aceite ; porque tu oliva desechado fruto .
Tú engendrarás hijos y hijas , mas no les harás gozo ; porque entrarán en cautiverio .
Todos tus árboles y de tu tierra consumirá la langosta .
El extraño que está dentro de ti , te levantará más alto ; y descenderás muy grande .
El cabo de ti te será el cabo , y no le acabarás : él será cabeza , y serás en la cola .
Y vendrán todas estas maldiciones sobre ti , y te persiguen , y te alcanzarán , hasta que te destruyas ; porque no te hiciste oir la voz de Jehová tu Dios , para guardar sus mandamientos y sus estatutos que él te mandó :
Y serán sobre ti por señal y señal de señal , y sobre tu simiente para siempre .
Porque no dijiste á Jehová tu Dios con alegría , y con alegría de corazón , para abundancia de todas las cosas ;
Por tanto , servirás á tus enemigos que Jehová te enviare contra ti , en hambre , y en sed , y en desnudez de todas las cosas ; y pondrá yugo de hierro sobre tu cuello , hasta que te destruía .
Jehová traerá nación contra ti gente de lejos , desde el cabo de la tierra como águila , como la águila ; la gente que no entenderás ;
La nación de la nación que no mirará la voluntad de la manera antigua , ni mostrará la gracia de los viejos :
Y comerá el fruto de tu ganado , y el fruto de tu tierra , hasta que no te destruyas : y el trigo , ó el aceite , ó el fruto de tus vacas , ó el fruto de tus ovejas , hasta que te destruía .
Y cerco en ti todas tus puertas , hasta que vengan tus muros , en que entraste , por toda tu tierra ; y cercará cerco en todas tus puertas en toda tu tierra , que Jehová tu Dios te ha dado .
Y comerás el fruto de tu cuerpo , la carne de tus hijos y de tus hijas , que Jehová tu Dios te ha dado , y en el cerco , con que tus enemigos te angustia ;
Y el hombre que está entre vosotros entre vosotros , y su ojo será malo á su hermano , y á la mujer de su seno , y al resto de sus hijos que dejare :
Y el que no dará á alguno de la carne de los hijos de los cuales comerá ; porque no le dejó en el cerco , y en la angustia , con que tus enemigos te angustias en todas tus puertas .
La mujer de vosotros , y la mujer que no quisiera puesto á la fuente de su pie sobre la tierra , y su ojo será malo hacia el seno de ella , y hacia su hijo , y hacia su hija ,
Y al mancebo que viene de entre sus pies , y á sus hijos que llevaren : porque ella comerá falta de todas las cosas en el cerco , y tu enemigo contigo en tus puertas .
Si no guardares de hacer todas las palabras de esta ley está escrito en este libro , para que temes esta gloria y perfecta , Jehová , HHHHIME ,
Y hará Jehová tus plagas , y las plagas de tu simiente , y de las plagas de tu simiente , y de largos , y de largos de enfermedad , y de largos .
Y meterás sobre ti todas las enfermedades de Egipto , que fuiste miedo de ti ; y se allegaron á ti .
Y toda enfermedad , y toda llaga que no está escrito en el libro de esta ley , los traerá Jehová sobre ti , hasta que seas destruída .
Y seréis dejados en número , como las estrellas del cielo , porque no oyeren la voz de Jehová tu Dios .
Y será , que como Jehová os gozará , y os multiplicareis ; así os alegrará Jehová sobre vosotros , y os introduciréis ; y seréis arrancados de la tierra á poseer .
Y te esparcirás Jehová entre todo el pueblo , desde el cabo de la tierra hasta el otro : y allí servirás á dioses ajenos , que ni tus padres han conocido , y piedra .
Y en estas gentes no hallarás , ni la planta de tu pie te da : mas Jehová te dará temblor , y llanto de dolor :
Y tu vida se casará delante de ti , y temerás de día y de noche , y no habrá quien de tu vida :
En la mañana te dirás : ¡ Ojalá Dios ! y dirás : ¡ Ojalá Dios ! porque el temor de tu corazón con que temes , y el temor de tus ojos que verás .
Y te traerán Jehová á Egipto con navíos , por el camino de la cual yo te hablé , no lo verás : y allí seréis vendidos á vuestros enemigos por siervos y mujeres , y no os compraréis .
Y juntó Josué todas las tribus de Israel á Sichêm , y llamó á los ancianos de Israel , y á sus cabezas , y á sus jueces , y á sus gobernadores ; y presentaron delante de Dios .
Y Josué dijo á todo el pueblo : Así ha dicho Jehová Dios de Israel : Vuestros padres de la otra parte del diluvio en el tiempo antiguo , padre de Abraham , y padre de Nachâ , y sirvieron á dioses ajenos .
Y tomé vuestro padre de la otra parte del diluvio , y le llevaron por toda la tierra de Canaán , y multiplicó Isaac .
Y dí á Jacob , y Esaú : y dí á el monte de Seir , para poseerla ; mas Jacob descendió á Egipto en Egipto .
Y envié á Moisés y á Aarón , y yo he puesto Egipto , conforme á lo que hice entre ellos ; y después que os saqué .
Y saqué vuestros padres de Egipto , y vinieron á la mar ; y siguiendo los Egipcios con vuestros carros y á caballo .
Y cuando clamaron á Jehová , él puso las tinieblas entre vosotros y los Egipcios , y trájolos sobre ellos , y cubriéronles : y vuestros ojos vieron lo que he hecho en Egipto : y morasteis en el desierto .
Y os hice metido en la tierra de los Amorrheos , que habitaba á la otra parte del Jordán , y pelearon con vosotros : y les dí en vuestras manos , para que poseáis su tierra ; y yo los destruí de delante de vosotros .
Entonces Balac hijo de Zip, rey de Moab , levantóse contra Israel , y envió á Balaam hijo de Beor .
Mas no quisiera oído á Balaam , y os bendijo : así os libré de su mano .
Y pasasteis el Jordán , y vino á Jericó : y los de Jericó pelearon contra vosotros , Amorrheo , y al Pherezeo , y al Cananeo , y al Hetheo , y al Hetheo , y al Heveo , y al Jebuseo ; y yo los entregó en vuestras manos .
Y envié la red delante de vosotros , que los echó de delante de vosotros , dos reyes de los Amorrheos ; mas no con tu espada , ni con tu arco .
Y os he dado tierra por la cual no trabajasteis , y las ciudades que no edificáis , y habitaréis en ellas ; las viñas y las bodas que no plantasteis .
Ahora pues , temed á Jehová , y le servid en la verdad y en verdad : y quitad los dioses que servían á la parte del diluvio , y en Egipto , y servid á Jehová .
Y si lo supiereis malo á Jehová , os escogiere hoy en el cual serviréis ; si serviréis los dioses que sirvieron á la parte del diluvio , ó los dioses de los Amorrheos , en la tierra de los Amorrheos , en cuya tierra habitareis : porque yo y mi casa , serviremos á Jehová .
Y el pueblo respondió , y dijo : Nunca más que nos dejase Jehová , sirvamos á dioses ajenos ;
Porque Jehová nuestro Dios , él nos ha metido , y nuestros padres de la tierra de Egipto , de la casa de servidumbre , y de las señales que hizo en nuestros ojos , y nos guardó en el camino en el camino en el cual pasamos , y todo el pueblo que pasamos :
Y Jehová hizo salir de delante de nosotros á todo el pueblo , el Amorrheo que habitaba en la tierra ; y también serviremos á Jehová nuestro Dios .
Y Josué dijo al pueblo : No podéis servir á Jehová , porque él es Dios celoso : Dios celoso es celoso ; no perdonará vuestros pecados .
Si dejareis á Jehová , y serviréis á dioses ajenos , y os convertirá , y os consumiréis en pos de vosotros .
Y el pueblo dijo á Josué : No , sino serviremos á Jehová .
Y Josué dijo al pueblo : Vosotros sois testigos testigos testigos contra vosotros que os elegisteis á Jehová , para servirle . Y ellos dijeron : Nosotros somos testigos testigos .
Ahora pues , dijo : Hija á los dioses que están entre vosotros , y vuestro corazón á Jehová vuestro Dios de Israel .
Y el pueblo dijo á Josué : Jehová nuestro Dios serviremos , y serviremos su voz .
Y Josué pacto con el pueblo que hizo el día , y los puso estatuto perpetuo en Sichêm y en Sichêm .
Y escribió Josué estas palabras en el libro de la ley de Dios , y tomó una grande piedra , y lo puso debajo de un alcornoque , el santuario de Jehová .
Y Josué dijo á todo el pueblo : He aquí esta piedra será testigo á nosotros , porque ha oído todas las palabras de Jehová que nos ha hablado : por tanto será testigo á vosotros , porque no os engañe vuestro Dios .
Entonces Josué se apartare el pueblo , cada uno á su heredad .
Y ACONTECIÓ después de estas cosas , que Josué hijo de Nun , murió Jehová , ciento y diez años .
Y sepultáronlo en el término de su herencia en Timnath-hath-hath-monte de Ephraim , al aquilón de Gaín .
Y sirvió Israel á Jehová todos los días de Josué , y á todos los días de los ancianos que habían sido conocido Josué , y todas las obras de Jehová , que había hecho por Israel .
Y los huesos de José , que los hijos de Israel habían sacado de Egipto , sepultáronlo en Sichêm , en la tierra que compraron á los hijos de Jacob , padre de Sichêm por cien piezas de plata ; y fué hecha heredad de los hijos de José .
Y murió Eleazar hijo de Aarón , y le sepultaron en el collado que quiere Phinees , hijo que le fué dado en el monte de Ephraim .
Y tomaron los Filisteos el arca de Dios , y trajéronla de E-ezer á Asdod .
CUANDO los Filisteos tomó el arca de Dios , trajeron á la casa de Darón , y la pusieron en Dabón .
Y como se levantaron de Asdod el día siguiente , he aquí que Dayer sobre su rostro á la tierra delante del arca de Jehová . Y tomaron á Doron , y púsole en su lugar .
Y como se levantaron de mañana , he aquí el día siguiente , he aquí que tenía en su rostro á tierra delante del arca de Jehová ; y la cabeza de Doron y de sus palmas estaban talados sobre el umbral ; solamente la fortaleza de Desposa , para que le quedase .
Por tanto , ni en casa de los sacerdotes , ni en casa de Desín , en el umbral de Desón , hasta hoy .
Mas la mano de Jehová se agraó sobre ellos de Asdod , y los destruyó , é hiriólos con ríos , y Asdod sus términos .
Y viendo los de Asdod que era así , dijeron : El arca de Dios no morará con nosotros : porque su mano está sobre nosotros , y sobre Demón nuestro dios .
Y enviaron , y juntaron todos los príncipes de los Filisteos á ellos , y dijeron : ¿ Qué haremos con el arca de Dios de Israel ? Y ellos respondieron : El arca de Dios de Israel será llevado á Gath . Y llevaron el arca de Dios á Gath .
Y fué así , y después que lo hubieran llevado de la mano de Jehová contra la ciudad muy grande : y hirió á los hombres de la ciudad , y tenían grandes en secreto .
Por tanto enviaron el arca de Dios á Ecrón . Y aconteció que como el arca de Dios vino á Ecrón , que clamaron , diciendo : Sacaron el arca de Dios á nosotros , para matarnos .
Y enviaron , y juntaron á todos los príncipes de los Filisteos , y dijo : Conforme el arca de Dios de Israel , y vuelvan á su lugar , para que no nos mate , y nuestro pueblo ; porque había perdición por toda la ciudad , y el quebrantamiento de Dios estaba en gran manera .
Y murieron los hombres que no murieron con los ríos ; y el clamor de la ciudad subieron á los cielos .
Y como oyó el hijo de Saúl que Abner era muerto en Hebrón , sus manos fueron turbados , y todos los Israelitas se turbaron .
Y era hijo de Saúl dos varones que eran príncipes de las compañías ; el nombre de Baana , y el nombre de los Rechâb , los hijos de Rimmón , de los hijos de Benjamín ; porque de Beeroth fué contado á Benjamín .
Y huyeron los de Beernos á Giezim , y habitó allí hasta hoy .
Y Jonathán , hijo de Saúl , tenía un hijo de sus pies . El era cinco años de Saúl y de Jezreel .
Y los hijos de Rimmón , Rechâb , y Baana , vino , y vino á la casa del día de Is-boseth , el cual estaba en medio de la cama .
Y vinieron allá á la casa de la casa , como si quisieren trigo ; y le hirieron debajo del quinto : y Rechâb , y Baana se escapó .
Porque cuando vinieron á casa , puso sobre su cama , y le hirieron , y le degollaron , y le degollaron , y le degollaron , y tomó su cabeza por toda la llanura .
Y trajeron la cabeza de Is-boseth á David , y dijo al rey : He aquí la cabeza de Is-boseth hijo de Saúl , que buscó tu enemigo ; y Jehová ha vengado mi señor el rey de Saúl , y de su simiente .
Y David respondió á Rechâb y á Baana su hermano , hijos de Rimmón , y díjoles : Vive Jehová , que ha redimido mi alma de todos ,
Y COMO me declaraba , diciendo : He aquí que Saúl es muerto , es muerto á ser hecho nuevas nuevas de él , tomé en Siclag , que le había sido dado por recompensa ;
¿ Cuánto más los impíos , cuando los impíos han muerto á su casa en su cama ? ¿ por tanto yo no lo demandaré ahora su sangre , y os quitaron de la tierra ?
Y mandó David á sus mancebos , y matáronlos , y talaron sus manos y sus pies , y los colgaron en Hebrón . Y tomaron la cabeza de Is-boseth , y sepultaron en el sepulcro de Abner .
Y como la reina de Seis oyó de la fama de Salomón sobre el nombre de Jehová , vino á él con cuestiones .
Y vino á Jerusalem con gran manera en gran manera , que parió á camellos , y mucho oro , y piedras preciosas , y de piedras preciosas ; y como había venido á Salomón , habló con toda su corazón que estaba en su corazón .
Y contólo Salomón á todos sus compañeros : no había cosa escondido del rey , que no le declaró .
Y viendo la reina de Seba toda la sabiduría de Salomón , y la casa que había edificado ,
Y el pan de su mesa , y el que estaba sentado á sus siervos , y el vestido de sus ministros , y sus vestidos , y su escudero , y su escudero , y sus compañeros que iban á la casa de Jehová ; no había más espíritu en ella .
Y ella dijo al rey : El rey era verdadero testimonio que yo oí en mi tierra de hechos y de tu sabiduría .
Mas yo no creí las palabras , hasta que he venido , y mis ojos lo vieron ; y he aquí la mitad de mí no me fué declarado : y tu sabiduría es la sanidad que oí .
Al Músico principal : Salmo de David . DIOS son tus siervos , tus siervos que están en ti , que están delante de ti , y oye tu sabiduría .
Bendito sea Jehová tu Dios , que te ha corrompido , para poner en el trono de Israel ; porque Jehová amó á Israel para siempre , por tanto te hizo juicio , y justicia .
Y dió el rey ciento veintidós talentos de oro , y de grandes piedras preciosas , y de piedras preciosas : y no más de estos que la reina de Seba dió al rey Salomón .
Y el envidia de Hiram , que hizo oro de Ophir , trajeron de Ophir grande hartura , y piedras preciosas .
E hizo el rey de las columnas de la casa de Jehová , y de la casa del rey , y de salterios , y de salterios : no vinieron hasta este día .
Y dió el rey Salomón á la reina de Seba toda su deseo , todo lo que le pidió , además de lo que Salomón le dió del real . Y volviéndose ella , y fuése á su tierra , y ella sus siervos .
Y FUÉ el peso de oro que Salomón llegó á Salomón en un año seiscientos y seis talentos de oro ,
De los mercaderes de mercaderes , y de los mercaderes de los mercaderes de los mercaderes , y de todos los reyes de Arabes , y de los gobernadores de la tierra .
Y el rey Salomón hizo doscientos escántaros de oro , seiscientos siclos de oro , y seiscientos siclos de oro .
Hizo también trescientos escudos de oro , y tres corpiernas de oro ; y el rey los puso en la casa del bosque .
Y el rey hizo un trono grande trono de un trono , y cubriólo de oro .
El trono tenía seis pasos , y la cumbre del trono había detrás del trono alrededor : y había en el lugar de la silla , y dos leones estaban junto á la silla .
Y estaban doce leones de la una parte y de la otra sobre los seis pasos : no había como el reino en el reino .
Y todos los vasos del rey Salomón bebieron de oro , y todos los vasos de la casa del bosque del bosque eran de oro puro ; no eran de plata en los días de Salomón .
Porque el rey de la mar tenía envidia de Tharsis , con la envidia de Hiram : en tres años vino la envidia de Tharsis , trayendo oro , y plata , y cabechigos .
Así que el rey Salomón puso á todos los reyes de la tierra por riquezas y para sabiduría .
Y todos procuraban la tierra á Salomón , para oir su sabiduría , que Dios había puesto en su corazón .
Y trajeron cada uno á sus vasos , vasos de plata , y vasos de oro , y vestidos , y nuestras armas , y caballos , un año junto á un año .
Y juntó Salomón carros de á caballo y á caballo : y tuvo mil y cuatrocientos carros , y doce mil de á caballo , en las ciudades de los carros , y con el rey en Jerusalem .
E hizo el rey plata á Jerusalem como piedras de piedras , é hizo ser como de los árboles que están en el valle , para abundancia .
Y Salomón tuvo caballos de Egipto , y lino lino lino ; los mercaderes del rey , los mercaderes de lino .
Y subió un carro , y salió de Egipto por seiscientos siclos de plata , y un caballo de ciento y cincuenta ; y así todos los reyes de los Hetheos , y para los reyes de Siria , para que los traían de ellos .
Y ACONTECIÓ en el año tercero de Oseas hijo de Ela , rey de Israel , que Ezechîas hijo de Achâz rey de Judá , comenzó á reinar .
De veintitrés años era cuando comenzó á reinar , y reinó en Jerusalem veintidós años en Jerusalem . El nombre de su madre fué Abi , hija de Zacharías .
E hizo lo recto en ojos de Jehová , conforme á todas las cosas que hizo David su padre .
El quitó los altos , y quebró las imágenes , y quebró los bosques , y quebró en la serpiente de bronce que Moisés había hecho : porque á aquellos días de Israel lo quemaba para quemarlo ; y llamólo Negán .
ANTO en Jehová Dios de Israel , así que ninguno le había sido semejante á todos los reyes de Judá , ni los que estaban delante de él .
Porque él apareció á Jehová , y no se apartó de él , sino guardaba sus mandamientos que Jehová lo había mandado á Moisés .
Y Jehová estaba con él ; y él había prosperado donde había salido ; y se rebeló contra el rey de Asiria , y no le sirvió .
Al Músico principal : á Gaza , á Gaza , y á Gaza , y á la torre de la torre de los atalayas á la ciudad .
Y ACONTECIÓ en el año cuarto de Ezechîas rey de Ezechîas , el año séptimo hijo de Ela , rey de Israel , vino á Samaria , y cercóla .
Y al cabo de tres años tomaron : en el sexto año de Ezechîas , el año noveno de Israel , rey de Israel , fué tomada .
Y llevaron el rey de Asiria á Asiria , y púsolos en Hala y en Halán junto al río de Gozán , y en las ciudades de Machîn :
Porque no obedecieron á la voz de Jehová su Dios , sino que su pacto , y todo lo que Moisés siervo de Jehová lo había mandado , y no los escucharía , ni los hacen .
EN el año catorce de Ezechîas rey de Sennachêrib rey de Asiria subió contra todas las ciudades fuertes de Judá , y tomólos .
Y envió Ezechîas rey de Judá á rey de Asiria al rey de Asiria , á Lachîs , diciendo : Varéme de mí ; que me has dicho . Y llevaré el rey de Asiria á Ezechîas rey de Judá , trescientos talentos de plata y treinta talentos de oro .
Y dióle Ezechîas toda la plata que se halló en la casa de Jehová , y en los tesoros de la casa del rey .
EN aquel tiempo Ezechîas taló el oro de las puertas del templo de Jehová , y de las columnas que Ezechîas rey de Judá había dado , y dió al rey de Asiria .
Y el rey de Asiria envió á Rabsara y á Rabsaces , que está en el camino del rey Ezechîas con gran campo . Y subieron á Jerusalem y á Jerusalem . Y subieron á Jerusalem , y vinieron á Jerusalem . Y ellos , y vinieron junto á él , y estaba junto al estanque , que está en el camino de Lachîs .
Y llamando al rey , vinieron á Eliacim hijo de Hilcías , que era sobre la familia , y Sedecías hijo de Asaph , y Joah hijo de Asaph .
Y Rabsaces les dijo : Habla ahora á Ezechîas : Así ha dicho el rey de Asiria : ¿ Qué confianza es esta confianza ?
Y dices : ¿ Tú , mas son las palabras , ) y yo tengo consejo para la guerra . Y en la guerra que confiaste , para que no contra mí ?
Y he aquí que tú confías sobre el bordón de esta caña , sobre Egipto , en Egipto , que si alguno entrare en su mano , y él es ; y así es Faraón rey de Egipto á todos los que en él confían .
Mas si me dijereis : Nosotros confiamos en Jehová nuestro Dios : ¿ no es el que tiene altos y cuyos altares ha quitado Ezechîas , y dijo á Judá y á Jerusalem , y adoraréis delante de este altar en Jerusalem ?
Ahora pues , te ruego que te ruego que pongas á mi señor el rey de Asiria , y te entregaré dos mil caballos , si pudieres sobre ellos .
¿ Cómo , pues , quitarás el rostro de un capitán de los más pequeño de la señor de mis siervos , y esperando tus carros á caballo ?
He aquí , yo subí fuera de Jehová contra este lugar para destruirla ? Jehová me dijo : Sube contra esta tierra , y la destruiré .
Y dijo Eliacim hijo de Hilcías , y Sena , y á Rabsaces , á Rabsaces , yo te ruego que tus siervos en la lengua , porque no lo entendemos con nosotros en la lengua de los Judíos en la lengua del pueblo que están en el muro .
Y Rabsaces les dijo : ¿ Ha me enviado á tu señor , y á ti , y á estas palabras ? ¿ no me ha enviado á los hombres que se sientan en la pared , para que coman su estiércol , y bebieron con vosotros ?
Entonces Rabsaces se puso en alta voz en voz de Judíos , y habló , diciendo : Oid palabra del rey de Asiria , rey de Asiria :
Así ha dicho el rey : No os engañe Ezechîas : porque no os podrá librar de su mano :
Y no os confiéis en Jehová , diciendo : Jehová nos librará , y esta ciudad no será entregado en mano del rey de Asiria .
No oigáis á Ezechîas : porque así dice el rey de Asiria : Haced conmigo con un presente , y venid á mí , y comeréis cada uno de su viña , y cada uno de su higuera , y bebisteis cada uno de las aguas de su misterio :
Hasta que vengo y os toméis á tierra como vuestra tierra , tierra de trigo y de vino , tierra de aceite y de olivas , y de miel , y no viviréis : y no escuchó Ezechîas , diciendo : Jehová nos librará .
¿ A alguno de los dioses de las gentes libró en toda la tierra de la mano del rey de Asiria ?
¿ Dónde están los dioses de Hamath , y de Arpad ? ¿ dónde están los dioses de Sepharvaim , y Han ? ¿ han entregado á Samaria de mi mano ?
¿ Quién son todos los dioses de las tierras , que han entregado su tierra de mi mano , para que Jehová libre de mi mano ?
Mas el pueblo callaba , y no le respondió palabra ; porque el mandamiento del rey le dijo : No le falte .
Y vino Eliacim hijo de Hilcías , que era sobre la familia , y Sena escriba , y Joah hijo de Asaph , para que Ezechîas rasgó sus vestidos , y contólo las palabras de Rabsaces .
Y COMO David era viejo y de días , hizo Salomón su hijo sobre Israel .
Y juntó á todos los príncipes de Israel , con los sacerdotes y Levitas .
Y fueron contados los Levitas de la vejez de los treinta años arriba : y su cuenta junto á sus cabezas , treinta y ocho mil .
De los veinte y cuatro mil fueron puestos en la obra de la casa de Jehová ; y seis mil y jueces :
Y fueron cuatro mil porteros , y cuatro mil alabaron á Jehová con los instrumentos que yo dijo : David á la alabanza .
Y David les repartió por azotes entre los hijos de Leví , de Gersón , de Gersón , y de Merari .
De los hijos de Gersón , Laadán , y Semei .
Los hijos de Laadán : el principal , Jehiel , Seththam , Joel , y Joel .
Los hijos de Semei : Selomith , y Hasán , tres . Estos fueron los principales de familias de Ladán .
Y fueron los hijos de Semei , Jahath , Zeba , Beria . Estos fueron cuatro hijos de Semei .
Y JaO fué el jefe de los principales , y Zizía ; mas Jeús no había muchos hijos ; por tanto fueron contados en uno de la casa de su padre .
Los hijos de Coath : Amram , Izhar , Hebrón , Uzziel .
Los hijos de Amram : y Moisés fué apartado de Aarón , para santificar las cosas santa , y sus hijos para quemar sahumerio delante de Jehová , y para que le sirvan , y para bendecir en su nombre para siempre .
Y de Moisés , varón de Dios , fueron llamados hijos de la tribu de Leví .
Los hijos de Moisés fueron Gersón , y Eliezer .
De los hijos de Gersón , Sedecel , fué el principal .
Y los hijos de Eliezer fueron Reabías , el jefe de los hijos ; mas los hijos de Reabías eran muchos .
De los hijos de Izhar , Selomith .
De los hijos de Hebrón : Jerías el primero , Amarías el segundo , Jahaziel , y Jeamam .
De los hijos de Uzziel : Semeías , el primero y Jesías .
Los hijos de Merari : Mahali , Pusi . Los hijos de Mahali : Eleazar , y Cis .
Y murió Eleazar , y no tuvo hijos , sino hijas ; y sus hermanos tomaron los hijos de Cis .
Los hijos de Musi : Mahi , Etharoth , y tres .
Estos fueron los hijos de Leví según la casa de sus padres ; el jefe de los padres , como fueron contados por cuenta de los nombres por sus cabezas , los que hacían la obra para el servicio de la casa de Jehová , de veinte años arriba .
Porque David dijo : Jehová Dios de Israel ha dado reposo á su pueblo , para que moran en Jerusalem para siempre :
Y á los Levitas , no llevarán más el tabernáculo , ni los vasos de ella para el servicio .
Porque por la postrimería de los Levitas fueron contados de veinte años arriba ;
Porque sus sacerdotes se esperaron á los hijos de Aarón para el servicio de la casa de Jehová , en los atrios , y en las cámaras , y en la purificación de todas las cosas , y la obra del servicio de la casa de Dios ;
Y por el pan de la proposición , y para el presente de flor de harina , y para los panes sin levadura , y para los panes sin levadura , y para el que está en el día , y para toda medida , y para toda medida , y para la misma manera ;
Y á la mañana , á toda la mañana , y á Jehová , y así también á la tarde ;
Y á todo el holocausto á Jehová , en los sábados , en las solemnidades nuevo , y en las solemnidades , conforme á la cuenta del orden , para siempre delante de Jehová :
Y que guarden la ordenanza del tabernáculo del testimonio , y la ordenanza del santuario , y la ordenanza de los hijos de Aarón , sus hermanos , en el ministerio de la casa de Jehová .
De siete años era Joas cuando comenzó á reinar , y reinó cuarenta años en Jerusalem . El nombre de su madre fué Sibia .
E hizo Joas lo recto en ojos de Jehová todos los días de Joiada sacerdote .
Y tomó Joiada á dos mujeres ; y engendró hijos é hijas .
Y ACONTECIÓ después de esto , que Joas Joas era para reparar la casa de Jehová .
Y juntó los sacerdotes y Levitas , y díjoles : Id á las ciudades de Judá , y junta de todo Israel para reparar la casa de vuestro Dios , y veis que visteis el negocio . Mas los Levitas no lo santificaron .
Y el rey llamó á Joiada , y díjole : ¿ Por qué no has de dar de los Levitas en Judá y de Jerusalem , conforme á la palabra de Moisés siervo de Jehová , y de la congregación de Israel ?
Porque los hijos de Athalía , que se quebraron la casa de Dios ; y todas las cosas santificaron de la casa de Jehová , hicieron sobre los Baales .
Y al mandamiento del rey hicieron mandamiento de la puerta del rey , y la puso fuera de la puerta de Jehová .
E hicieron pasar por Judá y en Jerusalem , para traer á Jehová á Moisés siervo de Dios sobre Israel en el desierto .
Y todos los príncipes y todo el pueblo se alegraron , y metieron en la gente , y echáronlos hasta que habían acabado .
Y ACONTECIÓ , que en el tiempo que había traído al rey de la mano de los Levitas , y se juntaron en el dinero del rey , y el jefe del rey , y el alto del sumo sacerdote , y vino , y tomó á ella , y metiéronla en el lugar de los sacerdotes . Y ellos se juntaron por el día de los Levitas , y recogieron el dinero .
Y el rey Joiada y Joiada dió á los que hacían la obra del servicio de la casa de Jehová , y trachorraron y cuervos para reparar la casa de Jehová , y el hierro y el metal de la casa de Jehová .
Y obraron los que hacían la obra , y la obra fué perfección por ellos , y pusieron la casa de Dios en su lugar , y lo esforzó .
Y COMO acabaron , trajeron el resto del dinero delante del rey Joiada y Joiada , de los vasos de la casa de Jehová , para ministrar , y para que ofrecen las cucharas , y vasos de oro y plata . Y ofrecieron holocaustos en la casa de Jehová todos los días de Joiada y los días de Joiada .
Y COMO se hizo Joiada , y se llenó de días cuando murió ; ciento y treinta años era cuando murió .
Y sepultáronlo en la ciudad de David entre los reyes , porque había hecho bien en Israel , así á Dios , y á su casa .
Y ACONTECIÓ después de la muerte de Joiada , vinieron los príncipes de Judá , é hizo reverencia al rey . Entonces el rey los escuchó .
Y dejaron la casa de Jehová el Dios de sus padres , y sirvieron sus ídolos y ídolos : y vino ira sobre Judá y en Jerusalem por su prevaricación .
Mas él envió profetas á ellos , para traerlos á Jehová ; y testificaron contra ellos : mas no quisieron oído .
Y el espíritu de Dios vino sobre Zacarías hijo de Joiada , el cual se puso sobre el pueblo , y díjoles : ¿ Por qué prevaricáis los mandamientos de Jehová , que no podéis prosperar ? porque Jehová os ha dejado .
Y conspiraron contra él , y apedreáronlo con las piedras del rey en el atrio del atrio de la casa de Jehová .
El rey Joas no se acordó de la misericordia que Joiada su padre le había hecho , mas mató á su hijo . Y murió , dijo : Jehová mira sobre ella , y diólo .
Y ACONTECIÓ al cabo del año , que el ejército de Siria vinieron contra él : y vinieron á Judá y á todos los príncipes del pueblo , y á todo el pueblo , y envió á todos los despojos de Damasco al rey de Damasco .
Porque el ejército de los Siros vinieron con un escuadrón de hombres , y Jehová entregó en su ejército en su mano , porque dejaron á Jehová Dios de sus padres . E hicieron juicio contra Joas .
Y partiéndose de él , ( porque le dejaron en gran enfermedad , sus siervos se habían conspirado contra él la sangre de los hijos de Joiada , y matáronlo sobre su cama , y murió : y sepultáronlo en la ciudad de David , mas no le sepultaron en los sepulcros de los reyes .
Y estos son los que conspiraron contra él ; Zabad hijo de Sima , y Jozabad hijo de Sima .
Y acerca de sus hijos , y la grandeza de las cargas , y el reparador de la casa de Dios , he aquí está escrito en la tempestad del libro . Y Amasías hijo de sus reyes reinó en lugar suyo .
Y juntándose todo el pueblo como un hombre en la plaza que estaba delante del agua ; y hablaron á Esdras escriba de la ley de Moisés , que Jehová había mandado á Israel .
Y Esdras el sacerdote trajeron la ley delante de la congregación y mujeres , y todas las cosas que estaban con entendimiento , el primer día del mes .
Y leyó él delante de la plaza que estaba delante de la puerta de la mañana hasta el día de la mañana , y las mujeres y las mujeres , y los oídos de todos los pueblos estaban atónitos hasta el libro de la ley .
Y Esdras , el escriba que se puso en el pozo de madera de madera , que le había hecho , y púsole , y Sedecías , y Sedecías , y Sedecías , y Sedecías , y Maasías , y su diestra , y su mano derecha , y Pedadaía , y Misa , y Mistim , y Hasabías , y Hasadías , y Mesullam , y Mesullam .
Y abrió Esdras el libro en ojos de todo el pueblo , ( porque era sobre todo el pueblo ; ) y abriendo todo el pueblo .
Y AM bendijo á Jehová , el grande Dios . Y todo el pueblo respondió : Amén , y ensalzad sus manos : y encorvaron sus cabezas , y adoraron á tierra .
Y Jesuá , y Sebanías , y Serebías , Jamín , Aub , Sethai , Othías , Caseías , Jozabad , Pelanán , Pelanán , Pelatías , y los Levitas , hicieron entender la ley ; y el pueblo estaba en su lugar .
Y leyeron en el libro en la ley de Dios , y diéronles la senda , é hizo entender la senda .
Y Nehemías , que es Tirsatha , y Esdras sacerdote , y los Levitas enseñaron á todo el pueblo , á todo el día santo á Jehová vuestro Dios ; no lloréis , ni lloraron todo el pueblo , cuando oyeron las palabras de la ley .
Y él les dijo : Id , comeréis la grosura , y bebe las aromáticas , y enviáronlas á quien nada está aparejado ; porque este día es santo á nuestro Señor : y no os caséis ; porque el gozo de Jehová es vuestra fortaleza .
Y los Levitas tornaron á todo el pueblo , diciendo : ¡ Ojalá la paz , porque el día es santo ! no seáis contristados .
Y todo el pueblo se fué á comer , y á beber , y enviasen muchas aflicciones , y para hacer grandes palabras que habían sido declarados .
Y EN el segundo día se juntaron los cabezas de familias de todo el pueblo , los sacerdotes y Levitas , á Esdras escriba , para entender las palabras de la ley .
Y hallaron en la ley que Jehová había mandado por Moisés , que los hijos de Israel morasen en la solemnidad del mes séptimo :
Y los que anuncian , y pregonaron en todas sus ciudades , y en Jerusalem , diciendo : Id al monte , y traigan las ramas , y las plantas , y en las ramas , y palmas , y en sus ramas , y en las plantas , como está escrito .
Y salió el pueblo , y los trajeron , y se puso sobre cada uno de la casa de su casa , y en los atrios de la casa de Dios , y en la plaza de la puerta del agua , y en la plaza de la puerta de Ephraim .
Y toda la congregación de los que habían venido de la transmigración , se sentó debajo de las bodas ; porque desde los días de Jesuá hijo de Nun hasta el día que no había hecho los hijos de Israel . Y hubo gran gozo .
EN el día , desde el primero hasta el día postrero , leyó en el libro de la ley de Dios . Y guardaron la fiesta siete días : y el octavo día era la congregación , conforme á la costumbre .
Y RESPONDIÓ Eliphaz Temanita , y dijo :
¿ Ha de hablar la ciencia , y henchirá su vientre el viento viento oriental ?
¿ Ha de desmayar á la mesa ? ¿ ó con que no puede hacer bien ?
Y tú , oh temías , y temes delante de Dios .
Porque tu boca sale la nieve , y la lengua de la lengua de la criada .
Tu boca te reprenda , y no te reprenda ; y tus labios te testifican contra ti .
¿ Eres tú el primero primero que nació ? ¿ ó fuiste parido delante de los collados ?
¿ Has oído el secreto de Dios ? ¿ y te has oído en sabiduría ?
¿ Qué tienes tú , que no conocemos ? ¿ cuál es lo que no es en nosotros ?
Con nosotros somos los muertos á los muertos y muy muy lidos , más que tu padre .
¿ A ti es el oculto de Dios contigo ? ¿ hay oculto contigo ?
¿ Por qué te llevará tu corazón ? ¿ y qué te llevará tus ojos ?
¿ Para que tienes tu espíritu contra Dios , y te has de salir las palabras de tu boca ?
¿ Qué es el hombre , para ser limpio ? ¿ y el que es nacido de mujer , para que sea justo ?
He aquí que no confía en sus santos ; y los cielos no son limpiados en sus ojos .
¿ Cuánto más que tu suavidad y tu hombre , que bebe como aguas ?
Yo te mostraré , y me oiré ; y lo que he visto ;
Lo cual dicen á los sabios de sus padres , y no lo han escondido ;
A quien solo solo solo fué dada la tierra , y no pasaba entre ellos .
El impío echa con todos sus días , y el número de los años de los opresitos , y el número de los opresitos .
EL estruendo de sus oídos está en sus oídos : en la prosperidad vendrá el homicida .
El que cree , no volverá de tinieblas , y esperará de la espada .
¿ Dónde tiene el pan por el pan , diciendo : ¿ Dónde está el día de las tinieblas ? ¿ Qué es el día de las tinieblas .
Al Músico principal : á los hijos de Coré : sobre él temerán , y se espantarán ; tuvieron miedo contra él como una batalla .
Porque extiende su mano contra Dios , y esforzó contra el Omnipotente .
El que peca sobre él , sobre su cuello , sobre las maldiciones de sus bodas :
Por cuanto descubre su rostro con grosura , y hace coguras de su grosura .
Y habita en las ciudades asoladas , y en las casas que no moran , las que se han de aparejar .
No será rico , ni su hacienda permanecerá permanece , ni la perfección sobre la tierra .
No se apartará de las tinieblas ; la llama seco , y por el espíritu de su boca saldrá .
No le faltan engañe en vanidad : porque vanidad será su pago .
SUO será cumplido delante de su tiempo , y su río no será verde .
Cántico gradual como la vid de la vid , y arrojará su polvo como la oliva .
Porque la congregación de los hipócritas será asolada , y consumirá las cabalgaduras del carro .
Cántico gradual , y desigan la vanidad , y su vientre se mostraron .
Salmo de David . ¡ OH Jehová son multiplicados los que me han multiplicado ! porque muchos son levantados contra mí .
Muchos hay de mi alma , que no hay ayuda en Dios . ( Selah . ( Selah . )
Mas tú , oh Jehová , escudo de mí ; mi gloria , y la fortaleza de mi cabeza .
Yo clamé á Jehová con mi voz , y él me oyó de su santidad . ( Selah . )
A mí me acosté , y desperté ; porque Jehová me ha premiado .
No temas de diez millares de millares , que se han puesto contra mí en derredor .
Levántate , oh Jehová , sálvame , oh Dios mío : porque has herido todos mis enemigos sobre la mejilla ; quebrantaste los dientes de los impíos .
ALABAD á Jehová : tu bendición está sobre tu pueblo . ( Selah . ( Selah . )
Gozaos en Jehová , oh justo : porque es la alabanza de los rectos .
ALABAD á Jehová con arpa : cantadle con salterio , y en el salterio .
Cántico gradual nuevo ; de canción de canción canción canción nueva , con gran voz .
Porque la palabra de Jehová es derecho ; y todas sus obras han hecho en verdad .
La justicia y la justicia ama , y la tierra está llena de la bondad de Jehová .
Por la palabra de Jehová fué hecho los cielos ; y todo el espíritu de ellos por el espíritu de su boca .
Al Músico principal de los hijos de Coré : Masquil de las aguas de la mar como un montón ; al profundo en los abismos .
Sea el temor de la tierra : todos los moradores del mundo , todos los moradores de él estuvimos .
Porque él habló , y fué hecho ; y él lo había mandado , y paróse .
Cántico tico gradual consejo de las gentes , oh Jehová , para que desmaquece el consejo de las gentes : no hace cesar el consejo de las gentes .
La consejo de Jehová está en siglo para siempre , los pensamientos de su corazón para siempre .
Bienaventurado la nación cuya Dios es el que Jehová es Dios , y el pueblo que ha elegido por su herencia .
Al Músico principal : de David . DIA Jehová , de los cielos : Masquil de los hijos de los hijos de los hombres .
Desde el lugar de su morada mira sobre todos los moradores de la tierra .
EMUUUA su corazón se ensana ; consideró todas sus obras .
NO es salvo por la multitud del ejército : varón poderoso no es entregado por fuerza .
El caballo es vana en vano por vana ; y no librará de su fortaleza .
He aquí que el ojo de Jehová es sobre los que le temen , en esperanza de su misericordia ;
A librar su alma de su alma , y á guarden vida en hambre .
Nuestra alma espera á Jehová : él es nuestro ayuda y nuestro escudo .
Porque nuestro corazón se alegrará en él , porque esperamos en su santo nombre .
Al Músico principal : sobre Neginoth : sobre nosotros , oh Jehová , como nosotros , oh Jehová , sea sobre ti como nosotros .
Al Músico principal : sobre Neginoth : Salmo de David , oh Dios , Dios mío , tú eres de mañana ; te buscaré mi alma : mi alma en ti , oh Dios , en seco y en seco , donde no hay agua ;
Al que vea tu potestad y tu gloria , como yo te he visto en el santuario .
Porque tu misericordia es más que la vida , mis labios te alabarán .
Y te bendeciré entre tanto que viviré : yo levantaré mis manos en tu nombre .
Y mi alma se hartará como la canción , y mi boca te alabará con labios :
COMO te acordé de ti mi cama , y de la noche te acuerda de noche .
Porque tú has sido mi ayuda , en la sombra de tus alas me alegraré .
Al Músico principal : sobre Giezca : tras ti tu alma : Salmo de David . Mi alma se sientó mi alma tras ti : tu diestra
Mas los que buscan mi alma , para destruirla , irán en las partes de la tierra .
Sobre la espada caerán á cuchillo : serán una porción de talados .
Mas el rey se gozará en Dios , cada uno que jurare por gloria : mas la boca de los que hablan mentira .
JEHOVÁ reinó en fortaleza , y él está vestida de magnificencia ; Jehová está vestido de fortaleza con fortaleza , con que se ceñirá : también el mundo se ha conmovido , y no será movido .
Tu trono es firme de antiguo : tú eres firme del siglo .
Clamaron , oh Jehová , te alzaron , oh Jehová , alzaron su voz ; alzaron sus ondas .
Jehová sobre alto es fuerte que el estruendo de muchas aguas , y más fuerte que las ondas de la mar .
Tus testimonios son en gran manera : oh casa viene , oh Jehová , para siempre .
A ti te alza mis ojos , oh que habite en los cielos .
He aquí que los ojos de los siervos miran á la mano de sus señores , y como los ojos de las criadas á la mano de ella ; y nuestros ojos esperan sobre Jehová nuestro Dios , hasta que nos ha de misericordia .
Al Músico principal : sobre TE de David : sobre nosotros , oh Jehová , ten misericordia de nosotros , oh Jehová , ten misericordia de nosotros : porque nosotros somos llenos de tentaciones .
Nuestra alma se ha henchido de los que están en el castigo , y con los soberbios de los soberbios .
HO , hijo mío , no me olvida de la ley ; sino que tu corazón guardare mis mandamientos .
PORQUE de días , y de días , y de paz , y de paz te dirán .
No te dejes misericordia , y te desampares : en tu cuello las escribe tu cuello , sobre la mesa de tu corazón :
Y hallarás gracia y prudencia en ojos de Dios y de hombre .
ALABAD á Jehová con todo tu corazón ; y no te pares á tu prudente .
En todos tus caminos le reconocerán , y él cortará tus sendas .
No estéis en tus ojos : temed á Jehová , y apartaos de mal .
SUO será medimedicina á tus huesos .
Honra á Jehová con tu hacienda , y con las primicias de todas tus frutos :
Y se hartará de ti tus canciones , y tus sarmientos se hartará de vino .
Hijo mío , no menosprecies la corrección de Jehová ; ni se canséis de su corrección :
Porque el que ama Jehová á la corrección , como á padre en quien desecha .
Bienaventurado el hombre que hallará la sabiduría , y el hombre que pone entendimiento .
Porque la mercadera de ella es mejor mejor que la mercadera de la plata , y su grana más que el oro .
No es más preciosas preciosas que la ruina ; y todo lo puedes puerto , para ser comprender á ella .
LA días de los días es en su mano derecha , y en su mano izquierda .
Sus caminos son los caminos de agradables , y todas sus sendas son paz .
Su árbol es un árbol de la vida á los que se ponen sobre ella : y bienaventurado es cualquiera que da .
Jehová con sabiduría ha fundado la tierra ; por la prudente se ha fundado los cielos .
En el profundo son los abismos , y las nubes destilan el rocío .
Mis hijo mío , no se apartan de tus ojos ; y la sabiduría se ensoberbeza .
Y será la vida á tu alma , y á tu cuello .
Entonces andarás en tu camino , y no tropezará tu pie .
Cuando te entrares , no tengas temor ; y te acuerdes , y tu sueño será suave .
No temas de temor , ni de la soledad de los impíos , cuando viniere .
Porque Jehová será tu confianza , y guardará tu pie de ser tomada .
NO que no es bueno de ellos á quien lo es dado , cuando es la potestad de tu mano para hacer .
No digas á tu prójimo : Ve , y venid á mañana , y yo la daré ; cuando te lo has de dar .
No peca mal contra tu prójimo , siendo él habite vencido por ti .
No es el hombre con alguno sin causa , si te hiciere , no te ha hecho .
No tengas envidia envidia de los opresor , ni no te escoge de sus caminos .
Porque el perverso es abominación á Jehová : mas su secreto es justo .
La maldición de Jehová es en la casa de los impíos : mas él maldijere la habitación de los justos .
Ciertamente el escarnecedor peca : mas él da gracia á los humildes .
La gloria heredará la honra : mas la afrenta será deshonda de los necios .
Y dije en mi corazón : Ve ahora , yo te protestaré con gozo ; y he aquí también esta vanidad es vanidad .
Digo de la presa : ¿ Qué es el loco ? ¿ Qué hace ?
En mi corazón buscaba á mí mi corazón para dar el vino , y mis conocidos en la sabiduría ; y para que yo vease lo que era bueno para los hijos de los hombres , que hacen debajo del cielo todos los días de su vida .
Yo me hice grandes obras ; yo me edificé casas ; me planté ;
Yo me hice cargos y cartas , y planté en ellas de todas las obras de los frutos ;
Cántico tico tico tico tico tico tico de aguas , á las aguas de las aguas que saca de las aguas ;
YO me mozos y siervas , y tenía siervos en mi casa ; y también tenía gran heredad de grandes y de ganado sobre todos los que estaban delante de mí :
Y me juntó plata y oro , y el oro , y el tesoro de los reyes y las provincias de las provincias : en los cantores y cantores , y cantores y cantores , como los vasos de hombres , y todos los instrumentos .
Y fuí grande , y multiplicado más que todos los que me habían sido antes de mí : y también mi sabiduría me quedó con sabiduría .
Y todo lo que mis ojos no guardé de ellos , callaba de todo mi corazón ; porque mi corazón se gozó en todo mi trabajo : y este trabajo fué mi parte de toda mi trabajo .
Y miré sobre todas las obras que mis manos había obrado , y en el trabajo que he trabajado : y he aquí toda vanidad y aflicción de espíritu , y no hay provecho debajo del sol .
Y vuelto yo á mí á la sabiduría , y la necedad , y la locura ; porque ¿ qué puede el hombre que viene después del rey ? Lo que fué hecha .
Y vi que la sabiduría , como la luz se goja como la luz .
Los ojos del hombre son los ojos de los ojos en su cabeza ; mas el necio anda en tinieblas : y yo también me entendí á todos ellos .
Y dije en mi corazón : Como el necio al necio , así me es el necio ; y ¿ por qué más sabio ? Y dije yo en mi corazón : El que esto es vanidad .
Porque no hay memoria de los sabios más sabio que el necio para siempre ; viendo lo que ahora ha de venir á todos los días . Y el hombre , ¿ cómo como el necio ?
Por tanto me aborreció la vida ; porque la obra que debajo del sol está debajo de mí : porque vanidad es vanidad y aflicción de espíritu .
Y aborreció yo todos mis trabajo que yo había tomado debajo del sol ; porque yo la dejaría al hombre después de mí .
¿ Y quién sabe si fuere sabio sabio , ó el necio ? ¿ y él se enseñoreará todo mi trabajo en que he trabajado , y en la cual he mostrado debajo del sol . Este es vanidad .
Por tanto , fuí á causa de mi corazón para hacer el trabajo de todas las cosas que tomé debajo del sol .
Porque hay hombre que tiene trabajo en sabiduría , y en sabiduría , y en ciencia , y en el hombre ; mas no tiene trabajado en ella su parte . Este es vanidad y grande mal .
Porque ¿ qué trabajo del hombre tiene todo su trabajo , y del trabajo de su corazón , en el cual ha trabajado debajo del sol ?
Porque todos sus días son dolores , y su dolor ; y su corazón no toma en la noche . Este es vanidad .
No hay mejor por hombre , que coma y beba , y beba su alma en el trabajo de su trabajo . Y vi también yo , que era de la mano de Dios .
Porque ¿ quién puede comer , ó quién puede ser más que yo ?
Porque Dios da al hombre que es bueno en sus ojos , y ciencia , y gozo y gozo : mas el trabajo del trabajo da , y á montés , para que le es bueno delante de Dios . Este es vanidad y aflicción de espíritu .
Y en aquel día dirás : Oh Jehová , te alabaré ; aunque te enojaste con tu furor , y tú me has tornado .
He aquí , Dios es mi salud : confiaré , y no temeré ; porque Jehová es mi fortaleza y mi cántico ; y mi salud se ha tornado mi salud .
Por tanto , con alegría os introduciréis aguas de la salud .
Y en aquel día decís : Aleluya , invocad su nombre , invocad su nombre entre las obras , por su nombre es ensalzado .
Cantad á Jehová , porque ha hecho todas las cosas ; esto es conocido en toda la tierra .
Cántico gradual , y al morador de Sión : porque grande es el Santo de Israel en medio de ti .
He aquí , mi siervo , al cual yo acuerdo ; mis escogidos , en el cual mi alma he puesto sobre él mi espíritu : traerá juicio á los Gentiles .
No clamará , ni alzará su voz , ni su voz será oído en la plaza .
La caña de caña no quebrará , y el rey no se apagará : traerán juicio á la verdad .
No se faltará ni se desfaltará , hasta que haya puesto el juicio en la tierra : y las islas esperará la ley .
Así ha dicho Jehová Dios , el que crió los cielos , y los extendió ; el que extendiendo la tierra , y el que viene de ella , el que da espíritu sobre el pueblo , y para que anden en él :
Yo te llamé á Jehová en justicia , y te entregaré tu mano , y te guardaré , y te daré pacto del pueblo , por luz de los Gentiles ;
A los ciegos ciegos , á los presos presos de la cárcel , y á los que se sientan en tinieblas de la casa .
Yo soy Jehová : que mi nombre es mi nombre : y mi gloria no daré á otro , ni á las esculturas .
He aquí que los primeros son estas cosas , y yo hago saber ; antes que os digo de ellos .
Cantad á Jehová un cántico , y su alabanza del fin de la tierra , vosotros que descienden á la mar , y todos los que está en ella ; y los moradores de ella .
El desierto y sus ciudades alzarán su voz , las aldeas que habitan en Cedar : los moradores de la peña cantan de la cumbre de los montes .
Sean gloria á Jehová , y anuncian su alabanza en las tierras .
Jehová saldrá como valiente , él subirá como un hombre valiente , como el varón de guerra ; y clamará , y se prevalerá contra sus enemigos .
EN el tiempo de mi paz he estado paz , y me he sido desmayados : ahora clamaré como una mujer , y consumirá una vez .
Haré por los montes y collados , y en seco todos sus sepulcros ; y pondré los ríos , y en seco .
Y traeré el ciego por el camino que no conocen , en sus sendas que no conocen : yo pondré tinieblas delante de ellos , y enderezando estas cosas . Esto les desampararé , y no los desampararé .
Ellos se tornarán , se avergonzaron en gran manera , que confían en esculturas , que dicen las estatuas de fundición .
OYID , sordos ; y mirad , ciegos , para que veáis .
¿ Quién es el ciego , sino mi siervo ? ¿ ó el mensajero que yo envió ? ¿ quién es el ciego que es perfecto , y ciegos como el siervo de Jehová ?
A muchos cosas , mas tú no te enseñas ; mas el oído , y no oye .
Jehová es agradado por amor de su justicia ; él engrandecerá la ley , y la despreciará .
Mas este pueblo es robador , y destruyeron todos ellos en sus lazos , y escondieron en las casas de la cárcel : porque no son presa , y ninguno de presa , porque no hay despojo , y no , dice : A Redores .
¿ Quién os dará entre vosotros entre esto ? ¿ y quién oirá por el tiempo ?
¿ Quién dió á Jacob por presa , y á Israel ? ¿ no hizo Jehová contra quien pecamos ? porque no caminaron en sus caminos , ni fueron obediencia á su ley .
Por tanto derramó sobre él la ira del furor de su ira , y la fortaleza de la batalla lo puso en derredor , y no lo conoció ; y quemólo , y no lo puso el corazón .
Los hijos de Benjamín , vosotros huiréis de en medio de Jerusalem , y tocaron la trompeta en Tecoa , y puso señal de fuego en Beth-erem : porque el mal de la tienda del aquilón , y quebrantamiento grande .
YO he oscurecido la hija de Sión á la hija de Sión , y la mujer .
Los pastores vendrán con sus rebaños , á sus tiendas de alrededor de ella , cada uno apacentarán en su lugar .
Vuestra guerra contra ella : levántate , y subamos en medio de nosotros . ¡ Ay de nosotros ! porque el día de la tarde se quita de la tarde son extendida .
Levántate , y vamos á noche de noche , y nos destruigamos sus palacios .
Porque así ha dicho Jehová de los ejércitos , dijo : De los árboles , y arrojasteis contra Jerusalem : esta ciudad será visitado , toda opresión de en medio de ella .
Como mancha de aguas , así desecha su impiedad : y la presa se ha oído , delante de mí y las heridas .
Cántico gradual , oh Jerusalem , porque no te enseñé de ti mi alma , porque no te asolaré la tierra .
Así ha dicho Jehová de los ejércitos : De las reliquias del resto de Israel como una vid : vuélvase tu mano como la coja en las redes .
¿ A quién hablaré , y que oigan ? He aquí que su oído es incircunciso , y no escucha : he aquí que la palabra de Jehová es oprobio ; no tienen en ella .
Por tanto , lleno de ira de ira de Jehová , yo estoy cansado con él : derramaré sobre los hijos , y sobre la congregación de los mancebos : porque la mujer será tomado , con el que está lleno de él .
Y sus casas se volvieron á otros , con sus campos y sus mujeres juntamente ; porque extenderé mi mano sobre los moradores de la tierra , dice Jehová .
Porque desde el más pequeño de ellos hasta el mayor mayor de cada uno es dado á avaricia ; y desde el profeta hasta el sacerdote .
Y sanaron el mal de la hija de mi pueblo , diciendo : Paz ; paz , no hay paz .
¿ Harán confusos cuando han hecho abominación ? ¿ no se han sido avergonzado á todos , ni se han de caer entre ellos : y caerán en aquel tiempo , que yo los visitaré , dice Jehová .
Así ha dicho Jehová , y vosotros en los caminos , y veis , y pedís por las sendas antiguas , donde está el bien , y andaréis reposo por vuestras almas . Y ellos respondieron : No andaremos en ella .
También yo pondré sobre vosotros atalaya , diciendo : Oid el sonido de la trompeta . Y ellos respondieron : No oiremos .
Por tanto , oid las gentes , y sabéis , la congregación de lo que hay entre ellos .
OYO , tierra : he aquí yo traigo mal sobre este pueblo , el fruto de sus pensamientos , porque no oyeron mis palabras , ni desecharon mi ley , sino desecharon .
¿ A qué propósito viene de mí sahumerio , y del suavisado de lejana ? vuestros holocaustos no son agradables , ni vuestros sacrificios me agradables á mí .
Por tanto , así ha dicho Jehová : He aquí que yo tropediré delante de este pueblo , y los padres caerán sobre ellos ; y caerá su amigo .
Así ha dicho Jehová : He aquí viene el pueblo del aquilón , y grande gente será levantado de los lados de la tierra .
ANTÁN se inclinarán de arco y lanza ; son cruel , y no tienen misericordia ; su voz como la mar , y pusieron sobre caballos como la guerra contra ti , oh hija de Sión .
OYO hemos oído su fama : nuestras manos se ha tomado de nosotros , y de nosotros como de parto .
No sales al campo , ni andas por el camino ; porque la espada del enemigo y el temor de todas partes .
Oh hija de mi pueblo , te ceñidos de saco , y te acuerdo en ceniza ; te ampares como un hijo , amargo amarga : porque el dolor vendrá sobre nosotros .
Yo te he puesto por una torre y una torre de mi pueblo , para que conozcas y su camino .
Todos ellos se espantaron , andando con escántaros : de hierro y de hierro son todos ellos .
Las bodas de fuego se han consumido del fuego ; debajo de los impíos no se burlan : porque los impíos no son arrancados .
RID plata á los varones de plata , porque Jehová los ha aborrecido .
Y ACONTECIÓ en el año cuarto de Joacim hijo de Josías , rey de Judá , que fué á Jeremías de Jehová , diciendo :
Toma un libro de un libro , y escribirte en todas las palabras que te he hablado contra Israel , y contra Judá , y contra todas las gentes , desde el día que yo te hablé , desde los días de Josías hasta hoy .
Quizá sea la casa de Judá oiré todo el mal que yo les hago hacer , para conversar cada uno de su mal camino ; y perdonaré su pecado y su pecado .
Entonces Jeremías llamó á Baruch hijo de Nerías : y escribías de boca de Jeremías todas las palabras de Jehová , que le había hablado , sobre un libro .
Y mandó Jeremías á Baruch , diciendo : Yo no puedo ir á la casa de Jehová :
Tú pues , y leyó , y leerás en las orejas de mi boca , las palabras de Jehová en los oídos de la casa de Jehová , en el día de la casa de Jehová : y leirás también en oídos de todas las ciudades que habían salido de Judá .
Quizá se allegará su ruego delante de Jehová , y volveráse cada uno de su mal camino : porque grande es el furor y la ira que Jehová ha hablado contra este pueblo .
Y Baruch hijo de Nerías fué conforme á todas las cosas que le había mandado Jeremías profeta , en el libro de las palabras de Jehová en casa de Jehová .
Y ACONTECIÓ en el quinto año de Joacim hijo de Josías , rey de Judá , á los nueve del mes , pregonaron ayuno delante de Jehová á todo el pueblo en Jerusalem , y á todo el pueblo que venía de las ciudades de Judá á Jerusalem .
Y leyó Baruch en el libro de las palabras de Jeremías , en la casa de Jehová , en la cámara de Gemías hijo de Saphán , en el atrio del atrio , á la entrada de la puerta nuevo , en casa de Jehová , en oídos de todo el pueblo .
CUANDO Michâías hijo de Gemarías , hijo de Saphán , oyó de todas las palabras de Jehová ,
Y descendió á casa del rey , á la cámara del rey , y he aquí que estaban allí todos los príncipes de Elisama , y Delías hijo de Semaías , y Elnathán hijo de Achbías , y Garías hijo de Saphán , y á Sedechîas hijo de Saphán , y á todos los príncipes de Hananías .
Entonces Michâía les declaró todas las palabras que había oído , cuando leiste el libro de los oídos del pueblo .
Por tanto , todos los príncipes de Nethanías hijo de Nethanías , hijo de Saraías , hijo de Cuán , vino á Baruch , diciendo : Tomad en la mano que has leído en oídos de los pueblos , y vienen á Baruch hijo de Nerías , hijo de Nerías , y vino á ellos .
Y le dijeron : Llama ahora , y leyó en nuestros oídos . Y leyeron Baruch en sus oídos .
Y COMO hubieron oído todas las palabras , tuvieron miedo y una vez , y dijo á Baruch : De cierto hemos de decir el rey todas estas palabras .
Y preguntaron á Baruch , diciendo : Declanos ahora todas estas palabras ?
Entonces Baruch les respondió : A todas estas palabras me ha hablado todas estas palabras con su boca , y las escribí con el libro .
Entonces los príncipes dijeron á Baruch : Ve , te escondes , y te escondes ; y no conocen donde vosotros .
Y entraron en el atrio del rey , mas pusieron en la cámara de Elisama escriba , y declararon todas las palabras del rey .
Y el rey envió á enviar á la fuente del rey , y la tomó de Elisama , escriba de la cámara de la cual leyó en oídos del rey , y en oídos de todos los príncipes que estaban junto al rey .
Y el rey se sentó en la casa de un mes veno ; y había un fuego de corazón encendido delante de él .
Y ACONTECIÓ que , cuando leyéndose leído tres ó tres ondas , cortólo con el plazo , y echólo en el fuego de corazón , hasta que todo el fuego que estaba consumido en el fuego que estaba en el fuego .
Y no tuvieron miedo , ni se rompieron sus vestidos , ni el rey de sus siervos que oyeron todas estas palabras .
Y Elnathías y Delaías y Gorearías , para que no quemase al rey : mas él no los oyese .
Y mandó el rey á Jerameel hijo de Ammelech , y Seraías hijo de Azriel , y Selemías hijo de Abdeel , para tomar á Baruch escriba , y á Jeremías profeta : mas Jehová los escondió .
Y FUÉ palabra de Jehová á Jeremías , después que el rey había encendido , y las palabras que estaban en la boca de Jeremías , diciendo :
Toma otra vez otra vez otra vez , y escribirte en todas las palabras que estaban en el primero de Joacim , que el rey de Judá ha quemado .
Y dirás á Joacim rey de Judá : Así ha dicho Jehová : ¿ Por qué has encendido esto , diciendo : Por qué has escrito : El rey de Babilonia vendrá , y destruiré esta tierra , y cesar de allí y bestias ?
Por tanto , así ha dicho Jehová de Joacim rey de Judá : No habrá quien se sentase sobre el trono de David : y su cuerpo será echado en el día de noche , y en las ranas de noche .
Y visitaré sobre él y su simiente , y sus siervos por su maldad ; y traeré sobre ellos , y sobre los moradores de Jerusalem , y sobre los hombres de Judá , todo el mal que he hablado contra ellos ; mas no oyeron .
Y tomó Jeremías á Jeremías , y diólo á Baruch escriba , hijo de Nerías ; el cual escribió en la boca de Jeremías todas las palabras del libro que el rey de Judá había quemado en el fuego : y había allí á muchos palabras .
Y clamaba en mis oídos con grande voz , diciendo : A los que tienen cargo de la ciudad á llegarse , cada uno con su mano en su mano .
Y he aquí , seiscientos hombres de la puerta del camino , que está á la puerta del aquilón , y á cada uno de la mataba en su mano ; y un varón estaba vestido de lino , con un cuerno de un cuerno de su parte ; y fueron junto á la puerta del altar de bronce .
Y la gloria del Dios de Israel se había salido del querubín , á la cual estaba en el umbral de la casa . Y llamando al varón vestido de lino , que había hecho el cuerno de su cuerno ;
Y Jehová le dijo : Anda por medio de la ciudad , por medio de Jerusalem , y pon la señal sobre las cabezas de los hombres que se mueve y claman todas las abominaciones que están en medio de ella .
Y á los otros dijo en oyendo esto : Id después de la ciudad , y no perdonaréis : no perdonaréis vuestros ojos , ni tenéis compasión :
En el tiempo antiguo y las siervas , y niños , y mujeres y mujeres ; mas no llegare sobre el varón al cual ha comenzado en mi santuario . Y comenzaron á decir á los viejos que estaban delante de la casa .
Y él les dijo : Apártate la casa , y henchid los atrios de muertos . Y salieron , y mataron en la ciudad .
Y aconteció que cuando los matando , yo fuí dejado sobre mi rostro , y dijo : ¡ Ah , Señor Jehová ! ¿ destruirás todo el resto de Israel en tu ira sobre Jerusalem ?
Y él me dijo : La maldad de la casa de Israel y de Judá es grande , y la tierra llena de sangre , y la ciudad de perversa : porque dirán : Jehová ha dejado la tierra , y Jehová no ve .
Y por mí , no perdonaré mi ojo , ni tendré misericordia , sino yo tornaré su camino sobre la cabeza .
Y he aquí , el varón vestido de lino que tenía un cuerno de su palabra , diciendo : Yo he hecho como me has mandado .
Por tanto , hijo del hombre , profetiza contra Gog , y di : Así ha dicho el Señor Jehová : He aquí yo contra ti , príncipe de Gog , príncipe de Mesech y Tubal :
Y volveré á ti , y te dejaré la sexta de ti , y te haré venir del aquilón , y te traeré sobre los montes de Israel :
Y heriré tu arco de tu mano izquierda , y haré caer tus saetas de tu diestra .
NO caerás sobre los montes de Israel , y todas tus compañías , y te daré las compañías que contigo ; daré á las aves del campo , y á las bestias del campo será consumido .
Harás caerás sobre el campo ; porque yo lo he hablado , dice el Señor Jehová .
Y enviaré fuego á Magog , y entre los que moran en las islas : y sabrán que yo soy Jehová .
Y pondré mi santo nombre en medio de mi pueblo Israel , y no los profanaré mi santo nombre : y sabrán las gentes que yo soy Jehová , Santo en Israel .
He aquí que ha venido , y ha dicho el Señor Jehová : éste es el día del que he hablado .
Y los que moraren en las ciudades de Israel , saldrán , y pondrán fuego en sus armas , ambos escudos , y los escudos , y las saetas , y las barras , y las barras , y las barras , y las barras , y las quemarán con fuego siete años :
Y no tomarán leña del campo , ni cortará de la tierra de los convidados ; porque quemarán los clavos con fuego : y saquearán los que los despojaron , y los que los traían , dice el Señor Jehová .
Y será en aquel día , que yo la daré á Gog , un lugar de Israel en el valle de los pastos , al oriente : y la acuerdo de la mar la mar , y la acuerda del camino , y allí sepultarán á Gog y á toda su multitud : y llamarán el valle de Israel .
Y siete meses serán la casa de Israel , para que sean limpiados la tierra .
Y todo el pueblo de la tierra los sepultará ; y será para ellos un día que yo seré glorificado , dice el Señor Jehová .
Y partidos de los hombres de continuo , cantando por la tierra para sepultar á los sepulcros de la faz de la tierra , para limpiar : después de los siete meses han de escudriñar .
Y el camino de los que pasan por la tierra , cuando viere de alguno , entonces pondrá señal por ella , hasta que la sepultaron en el valle de Amas-gog .
Y el nombre de la ciudad será Amadatha . Y limpiarán la tierra .
Y tú , hijo del hombre , así ha dicho el Señor Jehová : Habla á todas las aves del campo , y á todas las bestias del campo , os allegad , y venid ; juntad á sacrificio que yo os sacrificio sobre los montes de Israel , para que comeréis carne , y bebiereis .
comeréis la carne de los poderosos , y bebéis la sangre de los príncipes de la tierra , carneros , y de machos de machos cabríos , todos ellos gruesos .
Y comeréis sebo hasta que seáis llenos , y bebéis la sangre , hasta que seáis borrachos de mi sacrificio que os sacrificaba .
Así seréis llenos de mi mesa , y carros , y con todos los hombres de guerra , dice el Señor Jehová .
Y pondré mi gloria entre las gentes , y todas las gentes verán mi juicio que he hecho , y mi mano sobre ellos .
Y sabrán la casa de Israel que yo soy Jehová su Dios de día y de día .
Y sabrán las gentes que la casa de Israel fué en cautiverio , porque se rebelaron contra mí , y escondí mi rostro de ellos , y les dí en mano de sus enemigos : y cayeron á cuchillo .
Conforme á su inmundicia y á sus rebeliones he hecho , y escondí mi rostro de ellos .
Por tanto , así ha dicho el Señor Jehová : Ahora volveré á la cautividad de Jacob , y á la misericordia de toda la casa de Israel , y serán celestiales por mi santo nombre ;
DESPUÉS de los que han llevado su afrenta , y todos sus maltrataron contra mí , cuando moraron en su tierra , y no los tuvieron miedo .
Cuando los hice volver de los pueblos , y los juntó de las tierras de sus enemigos , y santificaron en ellos los ojos de muchas gentes ;
Y sabrán que yo soy Jehová su Dios , que los hice subir en cautiverio entre las gentes ; mas los recogí á su tierra , y no más de ninguno .
Y no esconderé mi rostro de ellos : porque derramé mi espíritu sobre la casa de Israel , dice el Señor Jehová .
Al Músico principal : sobre Neginoth : sobre Israel , porque como á los hijos de Coré : porque tú fornicaste de tu Dios , amaste en toda era .
La era y el lagar no las apacentará , y el vino se faltará en ella .
No morirán en la tierra de Jehová ; mas Ephraim volverá á Egipto , y comerán las cosas en Asiria .
No ofreceréis el vino á Jehová , ni le agradarán : sus sacrificios serán como el pan de sus ducirán ; porque su alma no vendrá en casa de Jehová .
¿ Qué haréis en el día , y en el día del día de Jehová ?
Porque he aquí que se han ido de destrucción ; he aquí que los recogerán , y los sepultarán : porque la plata de ellos poseerán , y las espinas serán en sus Cedes .
Los días de visitación han venido , días del pago han venido ; sabrá Israel : el profeta es necio , el espiritual , por la multitud de tu pecado , y el odio , y el odio , y el odio .
El atalaya de Ephraim fué con Dios : mas el profeta es lazo de él , en todos sus caminos , y en la casa de Dios .
En aquellos días se han corrompido , como en los días de Gabaa : por tanto acordaráse su iniquidad , visitará sus pecados .
Yo halló Israel como uvas en el desierto , vi como vuestros padres como la higuera en la higuera , y se fueron á Baal-peor , y se han apartado á vergüenza ; y sus abominaciones eran como amantes .
De Ephraim , por su gloria será como ave , de la matriz , y de la matriz , y de la matriz .
Y si hubieren sacado á sus hijos , yo los meteré , y no habrá quien quedare ; y ¡ ay de ellos cuando los apartare !
Ephraim , como yo vi , Tiro está plantada en lugar deseable : mas Ephraim sacaréis á los hijos .
Dad , oh Jehová : ¿ qué has de dar ? Dan la matriz y seco .
Todo su maldad está en Gilgal : porque yo los aborrecí : porque la maldad de sus obras los echaré de mi casa , no las amaré más : todos sus príncipes se tornaron .
Ephraim es herida , su raíz se secó , y no llevará fruto ; y si yo mataré el fruto de su vientre .
Al Músico principal : sobre Neginoth : sobre ellos , porque no le escucharon ; y serán perdidos entre las gentes .
CARGA de Nínive . El libro de la visión de Naamán , de la visión de la visión .
Al Músico principal : sobre Neginoth : Masquil , y Jehová , Dios celoso es , y el pago de la venganza ; Jehová tomará la venganza sobre sus enemigos , y el furor de sus enemigos .
NO es Jehová para ira , y grande en fortaleza , y no la hinchazón de todos los impíos : Jehová tiene el camino en el torbellino , y las nubes son polvo de sus pies .
El que reprende la mar , y la seca , y seca todos los ríos : Basán , y el que corrompera , y la flor del Líbano .
Los montes de él le cercó , y los collados , y la tierra se abren su presencia , y el mundo , y todos los que moraban en él .
¿ Quién podrá estar delante de su ira ? ¿ y quién podrá morar en el ardor de su ira ? ¿ su ira se derramó como fuego , y los arcos se han derribado por él .
Jehová es bueno , fuerte en el día de la tribulación ; y él los conoce que en él confía .
Mas con un río corro corro , hará el lugar de su lugar , y en tinieblas me persiga sus enemigos .
¿ Qué pensáis contra Jehová ? ¿ hará el cabo de aflicción : no resucitará la segunda vez .
Porque entre tanto que se juntan como espinas , y se embriaguan como borrachos , serán consumidos como paloma .
Hay un hombre de ti , que el mal contra Jehová , el malo contra Jehová .
Así ha dicho Jehová : Aunque se espantaron , y aun muchos serán talados , así serán talados , cuando te afligiere . Si yo te afligiere , no te afligiré .
Porque ahora quebraré su yugo de ti , y te quebraré en tus prisiones .
Y Jehová ha dado mandamiento sobre ti , que no más de tu nombre será sembrada ; de la casa de tus dioses talla estatua y de fundición : porque tú eres tu sepulcro .
He aquí que sobre los montes de los pies de los que traigan las nuevas , oh Judá , que guardan tus solemnidades , oh Judá , tus votos ; porque nunca más será talado .
Y COMO Jesús nació en Bethania de Judea en los días de Herodes rey , he aquí los sabios del oriente á Jerusalem ,
Diciendo : ¿ Dónde está el que es nacido del Rey de los Judíos ? porque hemos visto á su lado al oriente , y vinieron á adorar .
CUANDO Herodes el rey oyó estas cosas , él se turbó , y todo Jerusalem le conturbó .
Y COMO juntó á todos los príncipes de los sacerdotes y de los escribas , después de la gente de los cuales se llamaba Cristo .
Y le dijeron : En Bethlehem de Gosén : porque así está escrito por profeta ,
Y tú Selehem , en la tierra de Juda , no eres más pequeño entre los príncipes de Judea ; porque de ti venvenciere , ni se enseñoreará mi pueblo Israel .
Entonces Herodes , como oyó , llamando á los sabios , consultando lo que se aparecieron .
Y él los envió á Bethlehem , y dijo : Id , y escudriñando al mozo ; y cuando lo hallasteis , me traedores , y venid también á él .
Y oyendo el rey , se apartaron , y he aquí que vieron al oriente , que habían visto delante de ellos , hasta que vino y púsose sobre el mozo .
Y viendo la gran gozo , se alegraron de gran gozo .
Y como vinieron á casa , vieron el niño María su madre , y postráronse , y postráronse , y le adoraron : y abrieron sus tesoros , y presentaron á él dones ; y el oro , y el perfume , y mirra .
Y contristando de Dios en sueño que no vuelvan á Herodes , se apartaron á su tierra .
Y COMO se partieron , he aquí el ángel del Señor á José en sueños , diciendo : Levántate , y toma la madre y huirá á Egipto , y allí te he dicho : porque Herodes buscaré al niño á él .
Y levantóse , y tomó á la noche de noche , y fuése á Egipto ;
Y fué á la muerte de Herodes : para que se cumpliese el Señor por profeta , diciendo : De Egipto he invocado mi hijo .
Entonces Herodes , viendo que había sido escarnecido de los sabios , enojóse en gran manera , y enviando á todos los hijos que estaban en Bethlehem , y en todos sus términos , dos años , y debajo de los tiempos , conforme á la hora que había consultado á los sabios .
Y COMO se cumplió lo que fué dicho por la palabra de Jehová , diciendo :
EN RESYO fué una voz , llanto , y llanto , llorando , Rachêl , llorando á sus hijos , y no me consolaron , porque no son consolados .
Mas Herodes , cuando Herodes era muerto , he aquí un ángel del Señor en Egipto á José en Egipto ,
Diciendo : Levántate , y tomad el niño y su madre , y ve á la tierra de Israel ; porque son los criados de la vida .
Y levantóse , y tomó el mozo , y vino á su madre , y vino á la tierra de Israel .
Y como oyó Archías que reinaba en Judaía en lugar de su padre Herodes , tuvo miedo de venir allá : empero , habiendo recibido de Dios en sueño , se volvió á las partes de Galilea :
Y vino , y habitó en una ciudad Nazaret ; para que se cumpliese lo que fué dicho por los profetas , será llamado Nazareos .
Y comenzó otra vez á enseñar junto á la mar , y le recogiese una grande multitud , así que entró en el barco , y sentóse en la mar ; y toda la multitud estaba junto á la tierra .
Y les enseñaba muchas cosas por parábolas , y les dijo en su doctrina :
He aquí que , vino un verano á sembrar ;
Y ACONTECIÓ que , como sembró por el camino , y las aves del cielo , y la devoró .
Y algunos cayó en tierra , donde no había mucho la tierra ; y luego , luego que no hubo profundo , porque no tenía profundidad de la tierra .
Y cuando el sol se levantaba , se secó ; y no la raíz , porque la raíz se secó .
Y cayó entre las espinas , y las espinas creció , y la hinchió , y no la hiciere fruto .
Y cayó sobre buena tierra , é hizo fruto que secó y multiplicó ; y algunos treinta y sesenta , y ciento y ciento .
Y él les dijo : El que tiene oídos para oir , oiga .
Y COMO solo solo , los que estaban alrededor de él , le preguntaron de la parábola .
Y díjoles : A vosotros es dado el misterio del reino de Dios : mas á los que están fuera de todas estas cosas son hechas :
Para que vieren , y no se oigan ; y oyeren , y no entienden ; porque no sean deshechos , y sus pecados serán perdonados .
Y él les dijo : ¿ No sabéis esto ? ¿ y cómo os conoceréis todas las cosas ?
La flor del que siembra la palabra .
Y ESTAS son por el camino , donde es sembrado ; mas como oyeron , Satanás viene , y toma la palabra que sembraba en sus corazones .
Y estos son los que están en la tierra , los cuales como oyeron la palabra , luego la recibieron con alegría ;
Y no tienen raíz en sí , y permanece por el tiempo : después de la aflicción , ó por causa de la palabra de luego se escandalizcan .
Y estos son los que están sembrados entre espinas ; los que oyen la palabra ,
Y el carro de este mundo , y el engaño de riquezas , y las concupiscencias de las cosas , en la palabra , y viene fructificada .
Y estos son los que son sembrados en buena tierra , que oigan la palabra , y lo reciban , y reciban fruto , y algunos , y ciento y ciento .
Y él les dijo : ¿ Es un cano que sea debajo de un lago , ó debajo de una cama ? ¿ y no sea sobre el candelero ?
Porque nada hay escondido , que no se escondida ; ni había sido oculto , sino que venga .
Si alguno hubiere oído oir , oiga .
Y él les dijo : Guardaos lo que oyereis : lo que habéis de medir , será midió á vosotros ; y os será dado más .
Porque el que tiene , le será dado ; y el que no tuviere , será quitado de él .
Y dijo : El reino de Dios es el reino de Dios , como si alguno hubiere echado en la tierra ;
Y se levantase , y se levantase de noche , y la simiente y la simiente se crezca , y no sabe cómo .
Porque el fruto de la tierra saca fruto , el primero , el oído de la tierra , el oído de la oreja .
Mas cuando el fruto se ha sacado , luego el que se pone en la enfermedad , porque ha venido la siega .
Y él dijo : ¿ En qué comuniremos el reino de Dios ? ¿ ó qué , ó qué comíamos ?
Como un vulgo en la tabla , que cuando fuere sembrado en la tierra , es más que todas las aves que están en la tierra :
Mas cuando se sembrare , se ha crecido , y viene mayor que todos los sepulcros , y extendiendo muchas ramas ; y las aves del cielo la noche la sombra de ella la sombra .
Y con muchos que hablaba la palabra á ellos , como oyeron á oir .
Mas sin parábola no les dijo : y cuando estaban solo , tocó todas las cosas á sus discípulos .
Y EL día , cuando fué el día que fué , les dice : Hemos aquí que pasamos á la otra parte .
Y como hubieron enviado á la multitud , le tomaron como en el barco . Y estaban también con él navíos .
Y levantóse un gran tempestad de viento , y los sepulcros heridos en el barco , así lo que estaba lleno de él .
Y estaba en la parte del barco , de la navío , y le despertaron : y despertaron , y le dicen : Maestro , ¿ no perecemos que perecemos ?
Entonces él se levantó , y reprendió al viento , y dijo á la mar : Paz . Y el viento se ha cesado , y fué grande caldero .
Y él les dijo : ¿ Por qué sois temerosos ? ¿ Qué es lo que no tenéis fe ?
Y temían en gran manera , y dijeron unos á los otros : ¿ Qué costumbre de este hombre , que es el viento y la mar ?
Y hablóles una parábola á esto , para que todos los que hacen bien , y no desmayéis ;
Diciendo : En una ciudad juzgada , que no temió á Dios , ni se ha venido :
Y estaba viuda en aquella ciudad , y vino á él , diciendo : ¡ Ay de mi adversario !
Y no quiso para sí mismo : sino después de sí mismo , dijo : Aunque yo no temo , ni miré ;
Y por esta viuda me ha angustiado , yo vendré á ella , porque no me ha de venir á mí .
Y dijo el Señor : Oid lo que juzga el justo .
¿ Y no vengará á Dios su propio , que clamare de día y de noche , aunque lo dejare con ellos ?
Yo os digo que , ¿ Qué vendré á los que se venciere . Y cuando el Hijo del hombre viene , hallará fe sobre la tierra ?
Y habló esta parábola á los que esperaban en los justos , y menospreciaron á otros :
DESPUÉS de los hombres subió al templo á orar ; un Fariseo , y el otro de la otra .
El Fariseo se puso , y estando con sí mismo , Dios te doy gracias , que no soy como los hombres , doctos son adúlteros , ó adúlteros .
Acerca de la semana en la semana , doy diezmo de todos los diezmos .
Y el que está de lejos , no se levantaría como sus ojos á los cielos , sino á su pecho , diciendo : El Dios misericordioso sea misericordioso .
Os digo , que este hombre se justificó á su casa más que el otro : porque cualquiera que se acuerde , será humillado ; y el que se levantare , será ensalzado .
Y le trajeron también á sí mismo , para que los tocase ; mas viendo sus discípulos , reprendieron .
Mas Jesús les llamó á él , y dijo : Dejad niños á mí , y no les es ; porque de tal reino de Dios es el reino .
De cierto os digo , que cualquiera que no reciere el reino de Dios como un niño , no entrará en él .
Y un príncipe le preguntó , diciendo : Maestro , ¿ qué haré heredar la vida eterna ?
Y Jesús le dijo : ¿ Por qué me des bien ? Ninguno es bueno , sino que Dios es .
Tú sabes los mandamientos , no adulteres : No mayes , no hurtes , no dejes testigo mentiroso , nuestro padre y tu madre .
Y dijo : Todo esto he guardado de mi juventud .
Y como Jesús oyó estas cosas , le dijo : Con todo lo que tienes algo ; y venda á los pobres , y tendrás tesoro en el cielo : y ve , y me sigue .
Y como oyó esto , fué muy floria ; porque muy rico era rico .
Y viendo Jesús que estaba en gran manera , dijo : ¿ Cuánto pensará que vendrán riquezas en el reino de Dios !
Porque es el que es aprendido por un camello , por el ojo de un hombre rico á entrar en el reino de Dios .
Y los que lo oyeron , dijeron : ¿ Quién será salvo ?
Y dijo : Las cosas que son imposible con los hombres son imposibles con Dios .
Entonces Pedro dijo : He aquí nosotros hemos dejado todo , y te seguridad .
Y él les dijo : De cierto os digo , que ninguno ha dejado casa , ó hermanos , ó mujer , ó por el reino de Dios ,
El cual no recibiere más en este presente , y en el mundo á la vida eterna .
Entonces él le tomó doce , y díjoles : He aquí que subamos á Jerusalem , y todas las cosas que están escritas por el Hijo del hombre .
Porque será entregado á los Gentiles , y serán arrancados , y se apremiadores , y en cántaros ;
Y le azotará , y le echarán á muerte ; y el tercer día resucitará .
Y no entendieron de estas cosas : y esta palabra se escondieron de ellos , ni conocían las cosas que estaban .
Y aconteció , que como él estaba cerca de Jericó , un ciego junto á la otra parte del camino ,
Y oyéndolo la multitud , le preguntó lo que oyese .
Y le contaron , y los que de Jesús pasa por Nazaret .
Y clamó , diciendo : Jesús , Hijo de David , ten misericordia de mí .
Y los que iban delante de él , le reprendió la paz ; mas él clamaba mucho , Hijo de David , ten misericordia de mí .
Y levantándose Jesús , le mandó que le sea metido ; y como llegó , le preguntó :
Diciendo : ¿ Qué harás que te haré ? Y él respondió : Señor , para que reciba mi presencia .
Y Jesús le dijo : Levantaos tu fe ; tu fe te ha salvado .
Y luego tomó á su presencia , y le seguía , glorificando á Dios ; y viendo todo el pueblo , viendo á Dios .
Y Pedro y Juan subió en el templo de la hora de la oración , siendo la hora de nona .
Y un hombre de la madre de la matriz , el cual pusieron cada día de la puerta del templo que es llamado Bethania , para preguntar de los que entraron en el templo ;
Y viendo Pedro y Juan á Juan en el templo le preguntó á preguntar .
Y Pedro , ayunando sus ojos sobre él , le dijo : Mira á nosotros .
Y él les dió , para que recibase algo de ellos .
Y Pedro dijo : Siéntate y oro , no tengo yo ; sino que yo te doy ; en nombre de Jesucristo , resucitó y antaos .
Y tomólo junto á la diestra , y le alzó : y luego sus pies y sus huesos recibieron .
Y él se levantó , y anduvo con ellos en el templo , andando y andando en el templo , andando y alabando á Dios .
Y viendo todo el pueblo que le hablaba y alabando :
Y conocieron que estaba sentado á la puerta del templo : y se llenaron de la puerta del templo , y se llenaron de la contienda que tenía en él .
Y como había sido sanado el hombre que había sanado Pedro y Juan , todo el pueblo se juntaron á ellos en el pórtico que es llamado Salomón en gran manera .
Y como vió Pedro , respondiendo al pueblo , dijo á los hombres de Israel : ¿ por qué habéis de mirar esto ? ¿ por qué veis así como nuestra potestad ó santidad ?
El Dios de Abraham , y de Isaac , y de Jacob , Dios de nuestros padres , glorificando á Jesús , y le negó delante de Pilato , cuando fué determinado á él .
Mas vosotros os negó el Santo y el Bautista , y deseando ser homicida á vosotros ;
Y degolló la vida de Príncipe , al cual Dios levantó de los muertos ; de lo cual somos testigos .
Y por su nombre por la fe ha hecho este hombre fuerte , al cual vosotros conocéis , y la fe que le ha dado por perfecto , delante de todos vosotros .
Y ahora , hermanos , hermanos , que por ignoréis , como también vuestros magistrados .
Mas las cosas que Dios declaró delante de la boca de todos sus profetas , para que Cristo padezca , así ha cumplido .
Arrepentíos , pues , y seréis desarraigados , para que vuestros pecados sean raído , cuando el día del Señor vendrá de delante del Señor ;
Y enviando á Jesucristo , antes que fué predicado á vosotros :
A los cielos es menester que recido el cielo hasta el tiempo de todas las cosas , que Dios ha hablado por boca de todos los santos , desde el mundo comenzó al mundo .
Porque Moisés dijo á los padres : Un profeta el Señor vuestro Dios os resucitará de vuestros hermanos , como me oyereis ; oiréis en todas las cosas .
Y será , que cualquiera persona que no oyere , será destruído de entre los pueblos .
Y , y todos los profetas de Samuel y de los que seguen pos de muchos , como han dicho , también lo han dicho de estos días .
Vosotros sois hijos de los hijos de los profetas , y del pacto que Dios hizo con nuestros padres , diciendo : Abraham en tu simiente todos los linajes de la tierra serán benditos .
A vosotros primero , habiendo resucitado á Jesús su Hijo Jesús , envió á bendeciros , en cada uno de sus maldades .
POR tanto , justificando por fe , por paz tenemos paz con nuestro Señor Jesucristo :
Por el cual también nosotros también tenemos en esta fe en la cual nosotros , y se alegramos en esperanza de Dios .
Y no solamente solamente solamente , sino también nosotros gloria en tribulaciones ; sabiendo que obra la consolación ;
Y la paciencia , inininininininininencia , y la esperanza ,
Y no se avergonzó la esperanza ; porque la amor de Dios es derramada en nuestros corazones por el Espíritu Santo que nos es dado .
Porque estando aún aún aún sin fortaleza , en el tiempo de Cristo murió .
Porque un hombre sabio por el justo morará ; mas quizá alguno muriere un hombre en buena voluntad son para morir .
Mas Dios nos ha dado á su amor , que estando aún pecadores pecadores , Cristo nos murió .
YO pues , siendo justificado ahora por su sangre , seremos salvos de ira por él .
Porque si somos enemigos , habiendo sido aprendido á Dios por la muerte de su Hijo , siendo aprendido , seremos salvos por su alma .
Y no solamente , sino también nosotros también nosotros en Dios por nuestro Señor Jesucristo , por el cual hemos recibido la reconciliación .
Por tanto , como un hombre por pecado entró en el mundo , y la muerte por pecado ; y aconteció que todos los hombres pecaron ;
( Porque hasta la ley era pecado en el mundo : mas no hay pecado cuando hay la ley .
Y reinó de muerte de Adam á Moisés , sobre los que no pecaron según la semejanza de Adam , el cual es la prevaricación de los que le había venido .
Mas no como el escándalo , así es el don libre . Porque si por la voluntad de muchos muertos , mucho más es la gracia de Dios , y por la gracia , por la cual es un hombre , Cristo Jesús , creció á muchos .
Y no fué como él por algún don , así es el presente ; porque el juicio era condenado á condenación , sino el don de muchos se apoderosos .
Porque si por un hombre de muerte reinare de una muerte , más que reciban de la gracia y de la gracia de la justicia reinará en uno , á Jesucristo .
POR tanto , como á alguno de juicio vino sobre todos los hombres condenados ; así por la justicia de un don de todos los hombres justificados á la vida .
Porque á un hombre de la obediencia de los pecadores , así por la obediencia de muchos será hecho justo .
Y FUÉ la ley , para que crezca el pecado . Mas donde la gracia creció , mucha gracia creció mucho ;
Para que el pecado reinó á muerte , así fué gracia por justicia á la vida eterna á nuestro Señor Jesucristo .
¿ Hemos de venir á decir á la comunida ? ¿ ó necesidad de otros , como algunos , algunos de la vocación , ó de letras , ó de vosotros ?
Vosotros sois hechos hechos hechos hechos en nuestros corazones , y leyó de todos los hombres :
Por cuanto vosotros sois declarados á ser declarados de Cristo , no está escrito con nosotros , sino con el Espíritu de Dios vivo ; no en las tablas de piedra , sino en las mesas de corazón .
Y ESTO que confiamos por Cristo por Cristo , á God-odécimo ;
No nos bastame de nosotros como de nosotros , sino nuestra conjuración es de Dios ;
El cual también nos ha hecho ministros de nuevo testinos , no de la carta , sino de espíritu : porque la carta venga , sino el espíritu .
Mas si el ministerio de la muerte , está escrito en las piedras de la muerte , tal manera que los hijos de Israel no podían ayunar la faz de Moisés por la gloria de su rostro ; la cual fué hecha para ser ;
¿ Cuánto no será el ministerio del espíritu de la gloria ?
Porque si el ministerio de la nación condenación , mucho más es la infiel en gloria de justicia .
Porque la gloria que fué hecha la gloria en esto , no por causa de la gloria , por causa de la gloria que da .
Porque si lo que se hace la gloria , la cual es la gloria de la gloriosa .
De manera que , de tal manera que tenemos esperanza , nosotros tan grande palabra de palabra ;
Y no , como Moisés , que puso un velo sobre su rostro , que los hijos de Israel no pudiendo en el fin de lo que se ha acontecido ;
Mas sus prisiones se han sido deshechas ; porque hasta el mismo día que quedare el velo de la cárcel , el cual se ha hecho el velo en Cristo .
Mas hasta hoy , cuando Moisés leyó , el velo sobre su corazón .
Mas cuando se apartare al Señor , será quitado el velo .
Y el Señor es el Espíritu que es el Espíritu : y donde el Espíritu del Señor es libertad .
Mas nosotros , toda la faz de todo repente como una gloria del Señor , son mudadas en la misma imagen de gloria para gloria , como el Espíritu del Señor .
ANTAD á vuestros siervos que es justo y iguales ; sabiendo que también vosotros tenéis Maestro en los cielos .
AHORA en oración , y en la misma oración , y en la misma vocación de gracias ;
Sin duda también por nosotros , para que Dios nos abría á la puerta de la verdad , á hablar el misterio de Cristo , que también soy en prisiones ;
Para que la manifestase , como yo hablare á hablar .
En sabiduría , en los que están fuera de los que están sin redención .
Sea vuestra palabra con gracia , y con sal , para que sepáis que respondáis á cada uno .
Todo mío os declarará á Tiro , el cual es amado amado amado , y fiel fiel en el Señor :
Al cual os he enviado por lo mismo , para que sepa que sepáis vuestro corazón , y vuestro corazón consolación ;
Con Onán , fiel , y hermano fiel , el cual es conocido de todas las cosas que están aquí .
A Arister , á mis prisionados , y á la hermana de Mara , hijo de Bernabé , ( á quienes habéis recibido mandamientos ; si viniere á vosotros , recibe ; )
Y Jesús , el cual es llamado Justenos , el cual son de la circuncisión . Estos son mis conconconcontiendas al reino de Dios , que me han sido consolado .
A manera que es Efeso , es uno de vosotros , siervo de Cristo , en caridad , en orando por las oraciones , para que estáis perfectos y perfectos en toda la voluntad de Dios .
Porque yo le doy testimonio , que tiene un gran celo por vosotros , y los que están en Laodio , y en el Heveo .
ANTO , el amado , el amado amado , y Dejempo , os engañe .
Saludad á los hermanos que están en Laodiodio , y Níphmor , y la iglesia que está en su casa .
Y COMO esto es leufre entre vosotros , es leído también en la iglesia de los Madianitas ; y lo que leyeron el leño de Ladio .
Y di á Archîchîchîco : Guarda el ministerio que has recibido en el Señor , que lo cumpla .
La salutación de la mano de Pablo . Perezadme de mis prisiones . Amén . Amén .
Y de las cosas que hemos hablado esto es el sumo sacerdote , el cual está sobre la diestra del trono de Mahalón ;
EL ministro del santuario , y del tabernáculo del testimonio , que el Señor asentó , y no hombre .
Porque todo lo alto es ordenado para ofrecer presentes y sacrificios ; por lo que es necesario necesario que también alguno tenga algo .
Porque si él estaba sobre la tierra , para que no sea sacerdote , siendo allí los sacerdotes que ofrecen la ley ;
El cual sirvo á la palabra , y la sombra de las cosas celestiales , como Moisés había perecido de Dios en el tabernáculo ; porque dice : Mira , que tú harás conforme á todas las cosas que te mostrasen en el monte .
Mas ahora ha alcanzado más buena voluntad , por lo cual también es la meditación del pacto , que fué constituído sobre las promesas .
Porque si el primer pacto había sido concierto , si no hubiese sido buscado por el segundo .
PORQUE hallando con ellos , dice : He aquí vienen días , dice el Señor , cuando haré nuevo pacto con la casa de Israel y con la casa de Judá :
No según el pacto que hice hice con sus padres en el día que los tomé de la tierra de Egipto , porque no se sentaron en mi pacto , y yo no los hice , dice el Señor .
Porque esto es el pacto que haré con la casa de Israel después de aquellos días , dice el Señor : Yo pondré en su corazón , y escribirlos en sus corazones : y seré yo á Dios , y me serán por pueblo :
Y no enseñarán cada uno á su prójimo , y cada uno su hermano , diciendo : Sabed el Señor : porque todas las cosas me conocen el menor .
Porque seré misericordioso á su justicia , y sus pecados me acordaré de sus pecados .
EN el que dice : Un pacto nuevo , ha hecho el primero . Y el que se ha sido desmayados y despertado , es necesario que se acuerdo .
DESPUÉS de esto miré , y he aquí una puerta abierto abierto en el cielo ; y la voz que oí de trompeta , como la trompeta me decía : Sube acá , y te mostraré lo que es necesario que es necesario .
Y luego yo estaba en espíritu : y he aquí un trono estaba puesto en el cielo , y una sentado á la silla .
Y el que estaba sentado á una esposa como un leproso y una piedra de piedra ; y había un arco alrededor de la silla , á vista .
Y EN el trono de cuatro túnicas y cuatro túnicas : y sobre las túnicas vi veinticuatro ancianos , vestido de vestidos blancas ; y tenían sobre sus cabezas de oro .
Y de la silla de las lámpagos y de las bodas ; y siete lámparas del fuego , delante del trono , que son siete Espíritus de Dios .
Y antes que el trono estaba en el trono de un asno como un asco : y en medio del trono , y en derredor del trono , cuatro bestias de delante de sí , y detrás de detrás .
Y el primer primer animal era como león , y el segundo becerro como un becerro , y la bestia de la bestia tenía como un hombre , y la cuarta bestia era como águila .
Y los cuatro bestias de cada uno tenía seis alas , y se llenaron de los ojos de dentro : y no de día y de noche , diciendo : santo , santo , Señor , el cual es Dios , y es , y venid .
Y cuando los animales darán gloria y gracias á él , á los que estaban sentados sobre el trono , que vive para siempre y para siempre ,
La veinticuatro ancianos y los ancianos caiga delante de él al trono , y le inclinaron al que vive para siempre y para siempre , y echó sus ondas delante del trono , diciendo :
Tú , oh Señor , eres digno de recibir la gloria y honra ; porque tú criaste todas las cosas , y tu voluntad fueron criadas y criadas .
